import { HTTPError } from "ky";

export interface ApiFailure {
  status: number;
  message: string;
  code?: string;
}

/** What went wrong with a call, as the API described it (`{ message, code }`), or a network error. */
export async function apiFailure(error: unknown): Promise<ApiFailure> {
  if (error instanceof HTTPError) {
    try {
      const body = (await error.response.clone().json()) as { message?: unknown; code?: unknown };
      return {
        status: error.response.status,
        message: typeof body.message === "string" ? body.message : error.message,
        ...(typeof body.code === "string" ? { code: body.code } : {}),
      };
    } catch {
      return { status: error.response.status, message: error.message };
    }
  }
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}
