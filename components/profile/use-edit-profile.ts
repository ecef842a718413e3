"use client";
// The profile editor's state: the user as last saved, the open tab, and what a save does (the new user is kept
// and the server-rendered header re-read).
import { useRouter } from "next/navigation";
import { useState } from "react";
import { displayName, type SelfUserDto } from "@/lib/accounts/dto";

export type ProfileTab = "personal" | "job" | "education" | "work" | "resume";

export function useEditProfile(initialUser: SelfUserDto) {
  const [user, setUser] = useState(initialUser);
  const [tab, setTab] = useState<ProfileTab>("personal");
  const router = useRouter();
  const employer = user.type === "customer";
  const name = displayName(user) || user.email;

  const saved = (u: SelfUserDto) => {
    setUser(u);
    // the header (name, photo) is rendered by the server layout
    router.refresh();
  };

  return { user, tab, setTab, employer, name, saved };
}
