// scripts/lib/embedded-pg.mjs: started as root, PostgreSQL runs as the "postgres" user, so a folder on the way
// to the project that others cannot walk through is named in a clear error instead of a bare `spawn EACCES`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { binaryDir, closedFolder } from "../../scripts/lib/embedded-pg.mjs";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "gigline-pgdir-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("closedFolder", () => {
  it("names the first folder on the way that others cannot walk through", () => {
    fs.chmodSync(root, 0o755);
    const shut = path.join(root, "shut");
    fs.mkdirSync(path.join(shut, "project"), { recursive: true });
    fs.chmodSync(shut, 0o700);
    expect(closedFolder([path.join(shut, "project", ".data", "pg")])).toBe(shut);
    fs.chmodSync(shut, 0o711);
    expect(closedFolder([path.join(shut, "project", ".data", "pg")])).toBeNull();
  });

  it("checks every target (the data folder and the programs' folder)", () => {
    const open = path.join(root, "open");
    const shut = path.join(root, "shut2");
    fs.mkdirSync(open, { recursive: true });
    fs.mkdirSync(shut, { recursive: true, mode: 0o700 });
    fs.chmodSync(shut, 0o700);
    expect(closedFolder([open, path.join(shut, "bin")])).toBe(shut);
  });
});

describe("binaryDir", () => {
  it("finds the platform package's programs, so the check above covers their folder too", () => {
    const dir = binaryDir();
    expect(dir).not.toBeNull();
    expect(fs.existsSync(path.join(dir!, "initdb"))).toBe(true);
    expect(fs.existsSync(path.join(dir!, "postgres"))).toBe(true);
  });
});
