// POST /api/withdraw/get_requests – the signed-in provider's latest withdrawals with their status → { withdrawals }
import { route } from "@/lib/http/route";
import { listWithdrawals } from "@/lib/wallet/withdraw";

export const POST = route({ role: "provider", body: ["json", "none"], maxBytes: 1024 }, async ({ user }) => {
  return { withdrawals: await listWithdrawals(user.id) };
});
