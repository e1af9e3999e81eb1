import { describe, expect, it } from "vitest";
import { cruiseLines, parseCruiseLines } from "./lines";

const file = (lines: unknown) => ({ note: "test", lines });
const ship = (name: string) => ({ name, capacity: 100, yearBuilt: 2000 });
const cancellation = [{ daysBefore: 30, percent: 100 }];

describe("the cruise lines file", () => {
  it("loads the committed file, lines and ships sorted by name, ship ids from names", () => {
    const lines = cruiseLines();
    const names = lines.map((l) => l.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("en").compare));
    for (const line of lines) {
      const ships = line.ships.map((s) => s.name);
      expect(ships).toEqual([...ships].sort(new Intl.Collator("en").compare));
    }
    const disney = lines.find((l) => l.id === "disney")!;
    expect(disney.ships).toContainEqual({
      id: "disney-wish",
      name: "Disney Wish",
      capacity: 4000,
      yearBuilt: 2022,
    });
    expect(cruiseLines()).toBe(lines);
  });

  it("refuses a malformed file, naming the problem", () => {
    expect(() => parseCruiseLines(file([]))).toThrow(/lines/);
    expect(() =>
      parseCruiseLines(
        file([{ id: "x", name: "X", code: "XX", cancellation, ships: [{ name: "A" }] }]),
      ),
    ).toThrow(/lines\.0\.ships\.0\.capacity/);
    expect(() =>
      parseCruiseLines(
        file([{ id: "Bad Id", name: "X", code: "XX", cancellation, ships: [ship("A")] }]),
      ),
    ).toThrow(/lines\.0\.id/);
    // A schedule that charges less as the day nears.
    expect(() =>
      parseCruiseLines(
        file([
          {
            id: "x",
            name: "X",
            code: "XX",
            cancellation: [
              { daysBefore: 30, percent: 100 },
              { daysBefore: 10, percent: 50 },
            ],
            ships: [ship("A")],
          },
        ]),
      ),
    ).toThrow(/lines\.0\.cancellation: steps go from the farthest day/);
  });

  it("refuses repeated line or ship ids", () => {
    const line = (id: string, ...ships: string[]) => ({
      id,
      name: id,
      code: "XX",
      cancellation,
      ships: ships.map(ship),
    });
    expect(() => parseCruiseLines(file([line("a", "One"), line("a", "Two")]))).toThrow(
      "repeats the line id a",
    );
    expect(() => parseCruiseLines(file([line("a", "Sea Star"), line("b", "Sea  star")]))).toThrow(
      "repeats the ship id sea-star",
    );
  });
});
