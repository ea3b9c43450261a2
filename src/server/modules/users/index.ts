export { usersRepo, type UsersRepo, type NewUser } from "./repo";
export { userRoutes } from "./routes";
export { usersService, type UsersService } from "./service";
export { toPublicUser } from "./mappers";
