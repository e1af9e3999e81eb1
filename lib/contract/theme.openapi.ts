import type { Operation } from "./openapi";
import { MIN_CONTRAST, themeResponse, themeUpdate } from "./theme";

export const operations = (): Operation[] => [
  {
    method: "get",
    path: "/api/agency/theme",
    summary:
      "The agency's primary colour and the addresses of its logo, mobile logo and favicon (owners and admins)",
    tags: ["Back office"],
    response: themeResponse,
    status: 200,
    signedIn: true,
  },
  {
    method: "put",
    path: "/api/agency/theme",
    summary: `Sets the primary colour (#RRGGBB; owners and admins); 400 when white text on it, or it as text on white, has a contrast under ${MIN_CONTRAST}:1 (WCAG AA)`,
    tags: ["Back office"],
    request: themeUpdate,
    response: themeResponse,
    status: 200,
    signedIn: true,
    example: { primaryColor: "#0b7285" },
  },
];
