// The help centre's pages (/help, /help/{slug}, /help/search) carry the floating help assistant too; its
// dialog's code loads on the first click only. The assistant shows errors as toasts, so these pages (unlike
// the other public pages) mount the client providers.
import { HelpLauncher } from "@/components/assistant/help-launcher";
import { Providers } from "@/components/providers";

export default function HelpLayout({ children }: { children: React.ReactNode }) {
  return (
    <Providers>
      {children}
      <HelpLauncher />
    </Providers>
  );
}
