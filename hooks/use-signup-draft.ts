"use client";
// The employee sign-up draft (local storage holds the signup user; employees keep a local draft through
// category select, service details, education, work experience and resume).
// - The form fields live in localStorage under "signupUser", so a reload or a new tab keeps them.
// - The password is kept apart in sessionStorage: it survives a reload of the tab but never sits in
//   localStorage in clear text. If it is gone (tab closed), the resume step asks for it again.
// - Files (resume PDF up to 10 MB, avatar) go to IndexedDB: a data URL of that size would overflow the
//   localStorage quota.
import { useCallback, useEffect, useState } from "react";
import type { EducationInput, EmploymentInput } from "@/lib/profiles/schemas";

export const SIGNUP_DRAFT_KEY = "signupUser";
const SECRET_KEY = "signupUserSecret";
const IDB_NAME = "gigline-signup";
const IDB_STORE = "files";

export type DraftEducation = Omit<EducationInput, "description"> & { description?: string };
export type DraftEmployment = Omit<EmploymentInput, "description"> & { description?: string };

export type SignupDraft = {
  type: "provider";
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  location: string;
  street_number?: string;
  route?: string;
  city?: string;
  state?: string;
  county?: string;
  country?: string;
  zipcode?: string;
  lat?: number;
  lng?: number;
  terms: boolean;
  socialType?: "google" | "facebook";
  socialToken?: string;
  /** the social profile picture, shown until a photo is uploaded */
  socialAvatar?: string;
  categories: string[];
  title: string;
  overview: string;
  skills: string[];
  hourlyRate: string;
  educations: DraftEducation[];
  employments: DraftEmployment[];
  resumeName?: string;
  avatarName?: string;
};

export type DraftFileKind = "resume" | "avatar";

export function emptyDraft(): SignupDraft {
  return {
    type: "provider",
    firstName: "",
    lastName: "",
    email: "",
    phone: "",
    location: "",
    terms: false,
    categories: [],
    title: "",
    overview: "",
    skills: [],
    hourlyRate: "",
    educations: [],
    employments: [],
  };
}

/** The draft's address parts as form text: a part it does not have is empty. */
export function draftAddress(d: SignupDraft) {
  return {
    street_number: d.street_number ?? "",
    route: d.route ?? "",
    city: d.city ?? "",
    state: d.state ?? "",
    county: d.county ?? "",
    country: d.country ?? "",
    zipcode: d.zipcode ?? "",
  };
}

export function readDraft(): SignupDraft | null {
  if (typeof window === "undefined") return null;
  try {
    const raw = window.localStorage.getItem(SIGNUP_DRAFT_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SignupDraft>;
    if (!parsed || typeof parsed !== "object" || !parsed.email) return null;
    return { ...emptyDraft(), ...parsed, type: "provider" };
  } catch {
    return null;
  }
}

export function writeDraft(draft: SignupDraft) {
  window.localStorage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(draft));
}

export function readDraftPassword(): string {
  if (typeof window === "undefined") return "";
  return window.sessionStorage.getItem(SECRET_KEY) ?? "";
}

export function writeDraftPassword(password: string) {
  if (password) window.sessionStorage.setItem(SECRET_KEY, password);
  else window.sessionStorage.removeItem(SECRET_KEY);
}

/** Forgets everything of the draft: fields, password and files. Called after sign-up and at logout. */
export async function clearSignupDraft() {
  if (typeof window === "undefined") return;
  window.localStorage.removeItem(SIGNUP_DRAFT_KEY);
  window.sessionStorage.removeItem(SECRET_KEY);
  await idb("readwrite", (s) => s.clear()).catch(() => undefined);
}

export type StoredFile = { name: string; type: string; blob: Blob };

export async function saveDraftFile(kind: DraftFileKind, file: File | null) {
  if (!file) {
    await idb("readwrite", (s) => s.delete(kind));
    return;
  }
  const value: StoredFile = { name: file.name, type: file.type, blob: file };
  await idb("readwrite", (s) => s.put(value, kind));
}

export async function loadDraftFile(kind: DraftFileKind): Promise<File | null> {
  const v = (await idb("readonly", (s) => s.get(kind)).catch(() => undefined)) as StoredFile | undefined;
  if (!v?.blob) return null;
  return new File([v.blob], v.name, { type: v.type || v.blob.type });
}

/**
 * The draft in React: `draft` is null until it has been read (ready=false) or when there is none.
 * `update` merges a patch and writes it through at once, so a reload right after a step keeps it.
 */
export function useSignupDraft() {
  const [draft, setDraft] = useState<SignupDraft | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is read after hydration so server and client render alike
    setDraft(readDraft());
    setReady(true);
  }, []);

  const update = useCallback((patch: Partial<SignupDraft>) => {
    const next = { ...(readDraft() ?? emptyDraft()), ...patch, type: "provider" as const };
    writeDraft(next);
    setDraft(next);
    return next;
  }, []);

  const clear = useCallback(async () => {
    await clearSignupDraft();
    setDraft(null);
  }, []);

  return { draft, ready, update, clear };
}

function idb<T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === "undefined") return reject(new Error("IndexedDB is not available"));
    const open = indexedDB.open(IDB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(IDB_STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const dbh = open.result;
      const tx = dbh.transaction(IDB_STORE, mode);
      const req = op(tx.objectStore(IDB_STORE));
      tx.oncomplete = () => {
        dbh.close();
        resolve(req.result);
      };
      tx.onerror = () => {
        dbh.close();
        reject(tx.error);
      };
    };
  });
}
