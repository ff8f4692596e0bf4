import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_TOAST_MS,
  MAX_TOASTS,
  currentToasts,
  dismissToast,
  serverToasts,
  subscribeToToasts,
  toast,
} from "./toast-store";

afterEach(() => {
  for (const item of currentToasts()) dismissToast(item.id);
});

describe("toast", () => {
  it("raises a toast with its variant, words and the default five seconds", () => {
    toast.success("Message Sent!", { description: "Thank you" });
    expect(currentToasts()).toEqual([
      expect.objectContaining({
        title: "Message Sent!",
        description: "Thank you",
        variant: "success",
        duration: DEFAULT_TOAST_MS,
      }),
    ]);
  });

  it("keeps a toast's own duration and action", () => {
    const onClick = vi.fn();
    toast.error("Sign in required", { duration: 8000, action: { label: "Sign In", onClick } });
    expect(currentToasts()[0]).toMatchObject({
      variant: "error",
      duration: 8000,
      action: { label: "Sign In", onClick },
    });
  });

  it("treats a plain toast as information", () => {
    toast("Saved");
    expect(currentToasts()[0]?.variant).toBe("info");
  });

  it("drops the oldest toast when more than a few are open", () => {
    for (let index = 1; index <= MAX_TOASTS + 1; index += 1) toast.info(`Toast ${index}`);
    expect(currentToasts().map((item) => item.title)).toEqual(
      Array.from({ length: MAX_TOASTS }, (_, index) => `Toast ${index + 2}`),
    );
  });

  it("closes one toast by its id and tells the toaster", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    const first = toast.info("First");
    toast.info("Second");
    toast.dismiss(first);
    unsubscribe();
    expect(currentToasts().map((item) => item.title)).toEqual(["Second"]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("replaces the open toast of the same form, and leaves other forms' toasts alone", () => {
    toast.info("Footer newsletter");
    toast.error("Name Required", { id: "estimate-form" });
    toast.success("Estimate Request Submitted!", { id: "estimate-form" });
    expect(currentToasts().map((item) => [item.title, item.variant])).toEqual([
      ["Footer newsletter", "info"],
      ["Estimate Request Submitted!", "success"],
    ]);
  });

  it("closes whatever toast is open under a form's id", () => {
    toast.error("Invalid Zip Code", { id: "estimate-form" });
    toast.info("Other");
    toast.dismiss("estimate-form");
    expect(currentToasts().map((item) => item.title)).toEqual(["Other"]);
  });

  it("shows a message raised again while it is open once, as the newest toast with its time started over", () => {
    toast.error("Address Required", { description: "Please enter your service address" });
    toast.info("Other");
    toast.error("Address Required", { description: "Please enter your service address" });
    expect(currentToasts().map((item) => item.title)).toEqual(["Other", "Address Required"]);
  });

  it("keeps toasts that share a title but say different things", () => {
    toast.error("Sign In Error", { description: "Invalid email or password" });
    toast.error("Sign In Error", { description: "Too many attempts" });
    toast.success("Sign In Error", { description: "Too many attempts" });
    expect(currentToasts()).toHaveLength(3);
  });

  it("has no toasts to render on the server", () => {
    toast.info("Browser only");
    expect(serverToasts()).toEqual([]);
  });
});
