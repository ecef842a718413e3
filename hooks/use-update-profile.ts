"use client";
// user/update_customer and user/update_provider as one mutation: the edited fields go as multipart (files stay
// files, lists as JSON text, which the shared listField/jsonList schemas accept) and the answer's user is returned.
// Errors show as toasts (useApiMutation); callers pass the success toast and their onSuccess (the new user), here
// or per call.
import { api } from "@/lib/api-client";
import { useApiMutation, type ApiMutationOptions } from "@/hooks/use-api-mutation";
import type { SelfUserDto } from "@/lib/accounts/dto";

export type ProfilePatch = Record<string, string | number | boolean | File | unknown[] | Record<string, unknown> | null | undefined>;

/** The personal info and job details modals' success toast. */
export const PROFILE_UPDATED = "Profile updated successfully";

export function useUpdateProfile(
  self: { _id: string; type: string },
  options: Omit<ApiMutationOptions<ProfilePatch, SelfUserDto>, "refresh"> = {},
) {
  return useApiMutation(
    async (patch: ProfilePatch): Promise<SelfUserDto> => {
      // admins see the employee screens, so they edit the provider profile
      const path = self.type === "customer" ? "user/update_customer" : "user/update_provider";
      const form = new FormData();
      form.set("id", self._id);
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined) continue;
        if (v instanceof File) form.set(k, v);
        else if (v === null) form.set(k, "");
        else if (typeof v === "object") form.set(k, JSON.stringify(v));
        else form.set(k, String(v));
      }
      const data = await api(path, form);
      return data.user;
    },
    // the screens hold the user in client state (onSaved), nothing server-rendered to re-read
    { ...options, refresh: false },
  );
}
