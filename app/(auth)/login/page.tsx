// /login is the same screen as / ("Opening / or /login with a token goes to home").
export { default, metadata } from "@/app/page";
