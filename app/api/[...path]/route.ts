import { ApiError } from "@/lib/server/errors";
import { errorJson } from "@/lib/server/http/request-context";

function notFound() {
  return errorJson(new ApiError("notFound", "No such API endpoint"));
}

export {
  notFound as GET,
  notFound as POST,
  notFound as PUT,
  notFound as PATCH,
  notFound as DELETE,
};
