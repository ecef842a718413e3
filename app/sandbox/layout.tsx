// The built-in sandbox processor's pages (checkout, 3-D Secure, PayPal approval, customer portal): their
// buttons call the API through the mutation hook and show toasts, so they mount the client providers
// (the root layout no longer does; see docs/performance.md).
import { Providers } from "@/components/providers";

export default function SandboxLayout({ children }: { children: React.ReactNode }) {
  return <Providers>{children}</Providers>;
}
