// The sign-in and sign-up steps: their forms use the client providers (TanStack Query, toasts), which the
// root layout leaves out so the public pages do not load them.
import { Providers } from "@/components/providers";

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <Providers>{children}</Providers>;
}
