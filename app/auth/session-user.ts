/**
 * The signed-in person as loaders, actions and domain operations see them. Its own module, below the guards that
 * produce it (require-user.server.ts), so the domain can name it without importing a guard.
 */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  isAdmin: boolean;
  emailVerified: boolean;
  locale: "en" | "es";
};
