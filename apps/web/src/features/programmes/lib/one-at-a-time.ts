/**
 * A gate that lets one action through at a time: `enter` answers false while another is under way, until
 * that one calls `leave`. A double click lands before React re-renders the disabled button, so the
 * button's state alone cannot stop the second claim.
 */
export function oneAtATime() {
  let busy = false;
  return {
    enter(): boolean {
      if (busy) return false;
      busy = true;
      return true;
    },
    leave(): void {
      busy = false;
    },
  };
}
