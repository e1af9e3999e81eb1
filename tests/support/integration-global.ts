import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { closeDb, dumpDb, getDb, migrateDb } from "@/lib/server/db/client";
import { seed } from "@/lib/server/seed/seed";
import { databaseUrl, withServer } from "./databases";

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
    const template = `${new URL(url).pathname.slice(1)}_template`;
    // The template and the files' copies of it (named `<template>_<file's name>`), from this
    // run when it ends, or from an earlier run that stopped before it could drop them.
    const dropAll = () =>
      withServer(url, async (server) => {
        const { rows } = await server.query<{ name: string }>(
          "SELECT datname AS name FROM pg_database WHERE datname = $1 OR starts_with(datname, $2)",
          [template, `${template}_`],
        );
        for (const { name } of rows) {
          await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        }
      });
    await dropAll();
    await withServer(url, (server) => server.query(`CREATE DATABASE "${template}"`));
    process.env.DATABASE_URL = databaseUrl(url, template);
    await migrateAndSeed();
    process.env.DATABASE_URL = url;
    project.provide("postgresTemplate", template);
    return dropAll;
  }
  process.env.PGLITE_DATA_DIR = "memory://";
  const file = path.join(os.tmpdir(), `travel-seeded-${process.pid}.tar`);
  await migrateAndSeed(async () => {
    writeFileSync(file, Buffer.from(await (await dumpDb()).arrayBuffer()));
  });
  project.provide("pgliteSnapshot", file);
  return () => rmSync(file, { force: true });
}

async function migrateAndSeed(then?: () => Promise<void>) {
  await migrateDb();
  await seed(await getDb());
  await then?.();
  await closeDb();
}
