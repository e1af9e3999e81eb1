"use client";

import dynamic from "next/dynamic";
import { useSignedInHint } from "@/lib/api/visit";

const Sidebar = dynamic(() => import("./sidebar").then((m) => m.Sidebar), { ssr: false });

/** The sidebar's code is loaded only for a browser that holds a session. */
export function SidebarLoader() {
  return useSignedInHint() ? <Sidebar /> : null;
}
