import { createSafeStorage, storageWorks } from "../storage";

describe("safe storage", () => {
  it("warns instead of throwing when storage is refused", () => {
    const warnings: string[] = [];
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceeded");
      },
      removeItem: () => {
        throw new Error("no");
      },
    } as unknown as Storage;
    const storage = createSafeStorage(
      () => refusing,
      (message) => warnings.push(message),
    );
    expect(storage.get("theme")).toBeNull();
    expect(() => storage.set("theme", "dark")).not.toThrow();
    storage.remove("theme");
    expect(warnings).toEqual([
      'Browser storage is not available (read "theme"): SecurityError',
      'Browser storage is not available (write "theme"): QuotaExceeded',
      'Browser storage is not available (remove "theme"): no',
    ]);
  });

  it("reads and writes when storage works", () => {
    const storage = createSafeStorage(() => localStorage);
    storage.set("k", "v");
    expect(storage.get("k")).toBe("v");
    storage.remove("k");
    expect(storage.get("k")).toBeNull();
  });
});

describe("storageWorks", () => {
  const throwing = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  it("is true for a working storage", () => expect(storageWorks(() => localStorage)).toBe(true));
  it("is false when reading the storage throws", () => expect(storageWorks(throwing)).toBe(false));
  it("is false when its methods throw", () => {
    const refusing = { getItem: throwing, setItem: throwing, removeItem: throwing } as unknown as Storage;
    expect(storageWorks(() => refusing)).toBe(false);
  });
  it("is false when only removing throws", () => {
    const partly = { getItem: () => null, removeItem: throwing } as unknown as Storage;
    expect(storageWorks(() => partly)).toBe(false);
  });
});
