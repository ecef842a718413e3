// /login is the same screen as / (marketplace.md §2: "Opening / or /login with a token goes to home").
export { default, metadata } from "@/app/page";
