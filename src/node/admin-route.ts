// The editor's route, as Gatsby names it (trailingSlash: "never"); it is served at /admin/ too,
// and its bundle's files sit beside it in public/admin/.
export const ADMIN_ROUTE = "/admin"
