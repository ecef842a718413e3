// POST /api/user/get_passkeys – signed in → { passkeys: [{ id, name, createdAt, lastUsedAt, deviceType, backedUp }] }
import { route } from "@/lib/http/route";
import { listPasskeys } from "@/lib/auth/passkeys/manage";

export const POST = route({ body: ["json", "none"] }, async ({ user }) => listPasskeys(user.id));
