/**
 * localStorage that never throws: in an iframe, private mode or with strict
 * privacy settings the browser can refuse storage, and the site must carry on
 * with a warning only: a stored preference is a convenience, never a reason to fail.
 */
export function createSafeStorage(
  getStorage: () => Storage | undefined = () => (typeof window === "undefined" ? undefined : window.localStorage),
  warn: (message: string) => void = (message) => console.warn(message),
) {
  const attempt = <T>(action: string, key: string, run: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = getStorage();
      return storage ? run(storage) : fallback;
    } catch (error) {
      warn(`Browser storage is not available (${action} "${key}"): ${(error as Error).message}`);
      return fallback;
    }
  };
  return {
    get: (key: string) => attempt("read", key, (s) => s.getItem(key), null),
    set: (key: string, value: string) => attempt("write", key, (s) => s.setItem(key, value), undefined),
    remove: (key: string) => attempt("remove", key, (s) => s.removeItem(key), undefined),
  };
}

export const safeStorage = createSafeStorage();

/** Whether a storage area can be used: strict privacy settings make reading it, or any of its methods, throw. */
export function storageWorks(getStorage: () => Storage): boolean {
  try {
    const storage = getStorage();
    storage.getItem("dso-storage-probe");
    storage.removeItem("dso-storage-probe");
    return true;
  } catch {
    return false;
  }
}
