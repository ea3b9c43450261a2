export { authRepo, type AuthRepo } from "./repo";
export { authRoutes } from "./routes";
export { authService, hashToken, type AuthService } from "./service";
export { sessionCache, type SessionCache } from "./session-cache";
