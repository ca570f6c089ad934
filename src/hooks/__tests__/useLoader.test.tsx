import { act, renderHook, waitFor } from "@testing-library/react";
import { useLoader } from "../useLoader";

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("useLoader", () => {
  it("waits for load(), then goes from loading to ready with the value", async () => {
    const pending = deferred<string>();
    const start = jest.fn(() => pending.promise);
    const { result } = renderHook(() => useLoader(start));
    expect(result.current.status).toBe("idle");
    expect(start).not.toHaveBeenCalled();
    act(() => result.current.load());
    expect(result.current.status).toBe("loading");
    await act(async () => pending.resolve("versies"));
    expect(result.current).toMatchObject({ status: "ready", value: "versies" });
  });

  it("starts at most once while loading and once loaded", async () => {
    const pending = deferred<number>();
    const start = jest.fn(() => pending.promise);
    const { result } = renderHook(() => useLoader(start));
    act(() => {
      result.current.load();
      result.current.load();
    });
    act(() => result.current.load());
    await act(async () => pending.resolve(1));
    act(() => result.current.load());
    expect(start).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe("ready");
  });

  it("fails, reports why, and loads again on the next load()", async () => {
    const error = new Error("offline");
    const start = jest.fn().mockRejectedValueOnce(error).mockResolvedValueOnce("tweede keer");
    const onError = jest.fn();
    const { result } = renderHook(() => useLoader(start, { onError }));
    await act(async () => result.current.load());
    expect(result.current.status).toBe("failed");
    expect(result.current.value).toBeUndefined();
    expect(onError).toHaveBeenCalledWith(error);
    await act(async () => result.current.load());
    expect(result.current).toMatchObject({ status: "ready", value: "tweede keer" });
    expect(start).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("treats a start that throws as a failed load", async () => {
    const onError = jest.fn();
    const { result } = renderHook(() =>
      useLoader(
        () => {
          throw new Error("kapot");
        },
        { onError },
      ),
    );
    await act(async () => result.current.load());
    expect(result.current.status).toBe("failed");
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("starts on mount when asked to", async () => {
    const start = jest.fn().mockResolvedValue("meteen");
    const { result } = renderHook(() => useLoader(start, { onMount: true }));
    await waitFor(() => expect(result.current.status).toBe("ready"));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("keeps load() the same function across renders", () => {
    const { result, rerender } = renderHook(() => useLoader(() => Promise.resolve(1)));
    const first = result.current.load;
    rerender();
    expect(result.current.load).toBe(first);
  });

  it("still reports a failure that settles after unmount", async () => {
    const pending = deferred<string>();
    const onError = jest.fn();
    const { unmount } = renderHook(() => useLoader(() => pending.promise, { onMount: true, onError }));
    unmount();
    await act(async () => pending.reject(new Error("te laat")));
    expect(onError).toHaveBeenCalledWith(new Error("te laat"));
  });
});
