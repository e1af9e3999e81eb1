import { jsonError } from "@/lib/server/http/api-route";

function notFound() {
  return jsonError(404, "No such API endpoint");
}

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
