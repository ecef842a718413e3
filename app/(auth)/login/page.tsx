// /login is the same screen as / ("Opening / or /login with a token goes to home"); the (auth) layout
// already mounts the client providers, so it renders the screen without a second set.
import { SignInScreen } from "@/components/auth/sign-in-screen";

export { metadata } from "@/app/page";
export default SignInScreen;
