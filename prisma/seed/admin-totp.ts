// The demo admin's two-step sign-in: on, with the published demo secret sealed as the app seals every
// secret (lib/auth/mfa/seal.ts, a key from the auth secret), so the seed must run with the server's
// NEXTAUTH_SECRET (prisma/seed.ts takes the one `npm start` uses). No recovery codes: the secret is public.
import type { Tx } from "@/lib/db";
import { sealSecret } from "@/lib/auth/mfa/seal";
import { DEMO_ADMIN_TOTP_SECRET } from "@/prisma/seed/people";

export async function seedAdminTotp(tx: Tx, adminId: string, secret: string = DEMO_ADMIN_TOTP_SECRET) {
  await tx.user.update({
    where: { id: adminId },
    data: { totpSecret: sealSecret(secret), totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: null },
  });
  await tx.mfaRecoveryCode.deleteMany({ where: { userId: adminId } });
}
