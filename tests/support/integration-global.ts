import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { dumpDb } from "@/lib/server/db/client";
import { prepareDatabase } from "@/scripts/lib/database";
import { databaseUrl, withServer } from "@/scripts/lib/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The seeded embedded database's tarball, each PGlite file's starting point. */
    pgliteSnapshot: string;
    /** The seeded PostgreSQL database each file's own database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds once; every test file then starts from its own copy of that database
 * (integration-setup.ts), so files run in parallel and none sees what another wrote. On
 * PostgreSQL the copy is a database created from a seeded template; on PGlite, an in-memory
 * database loaded from a dump.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    // This run's template, named for its process so that two runs on one server (a developer's
    // and CI's) never touch each other's; the files' copies are `<template>_<file's name>`.
    const base = `${new URL(url).pathname.slice(1)}_run`;
    const template = `${base}${process.pid}`;
    // Drops this run's databases when it ends, and those of earlier runs whose process is gone
    // (stopped before they could drop their own).
    const drop = (owned: (pid: number) => boolean) =>
      withServer(url, async (server) => {
        const { rows } = await server.query<{ name: string }>(
          "SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)",
          [base],
        );
        for (const { name } of rows) {
          const pid = Number(/^(\d+)/.exec(name.slice(base.length))?.[1]);
          if (Number.isInteger(pid) && owned(pid))
            await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        }
      });
    await drop((pid) => !isRunning(pid));
    await withServer(url, (server) => server.query(`CREATE DATABASE "${template}"`));
    process.env.DATABASE_URL = databaseUrl(url, template);
    await prepareDatabase();
    process.env.DATABASE_URL = url;
    project.provide("postgresTemplate", template);
    return () => drop((pid) => pid === process.pid);
  }
  process.env.PGLITE_DATA_DIR = "memory://";
  const file = path.join(os.tmpdir(), `travel-seeded-${process.pid}.tar`);
  await prepareDatabase({
    then: async () => writeFileSync(file, Buffer.from(await (await dumpDb()).arrayBuffer())),
  });
  project.provide("pgliteSnapshot", file);
  return () => rmSync(file, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
