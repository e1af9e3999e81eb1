/** The seeded demo agencies' hosts, as a browser on the dev server sends them. */
export const DEMO = "demo.localhost:3000";
export const VIAJES = "viajes.localhost:3000";
export const MINIMAL = "minimal.localhost:3000";
