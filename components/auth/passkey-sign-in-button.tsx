"use client";
// "Sign in with a passkey": the browser offers the passkeys it keeps for this site, the chosen one signs
// the server's challenge, and the answer's token becomes the session as after user/login. Hidden where the
// browser has no WebAuthn.
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/hooks/use-api-action";
import { api } from "@/lib/api-client";
import { useFinishSignIn } from "@/components/auth/use-finish-sign-in";
import { passkeyCancelled } from "@/components/auth/passkey-errors";

export function PasskeySignInButton({ next }: { next?: string }) {
  const finish = useFinishSignIn();
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    let live = true;
    import("@simplewebauthn/browser").then((m) => live && setSupported(m.browserSupportsWebAuthn()));
    return () => {
      live = false;
    };
  }, []);

  const signIn = useApiAction(
    async () => {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const { options, ticket } = await api("user/passkey_login_options", {});
      let response;
      try {
        response = await startAuthentication({ optionsJSON: options });
      } catch (e) {
        if (passkeyCancelled(e)) return false;
        throw new Error("This device could not use a passkey. Sign in with your password instead.");
      }
      const data = await api("user/passkey_login_verify", {
        ticket,
        response: { ...response, response: { ...response.response } },
        device_token: "",
        os: "web",
      });
      await finish(data.token, next);
      return true;
    },
    { refresh: false, fallbackError: "Sign-in failed" },
  );

  if (!supported) return null;
  // busy until the page changes once the session is set (finish navigates away)
  const busy = signIn.isPending || (signIn.isSuccess && signIn.data === true);
  return (
    <Button type="button" variant="secondary" size="lg" className="w-full" loading={busy} onClick={() => signIn.run(undefined)}>
      <KeyIcon />
      Sign in with a passkey
    </Button>
  );
}

function KeyIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="mr-2 h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="8" cy="15" r="4" />
      <path d="M10.8 12.2 20 3M16 7l3 3M14 9l2 2" />
    </svg>
  );
}
