// The help centre's pages (/help, /help/{slug}, /help/search) carry the floating help assistant too; its
// dialog's code loads on the first click only.
import { HelpLauncher } from "@/components/assistant/help-launcher";

export default function HelpLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <HelpLauncher />
    </>
  );
}
