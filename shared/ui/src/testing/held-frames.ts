/**
 * Stands in for the browser's frames in a test: no frame is painted until `paint()`, which runs the animation
 * callbacks of the frame. `jest.restoreAllMocks()` gives the real ones back.
 */
export function holdFrames() {
  const waiting = new Map<number, FrameRequestCallback>();
  let last = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    waiting.set(++last, callback);
    return last;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void waiting.delete(id));
  return {
    paint() {
      const due = [...waiting.values()];
      waiting.clear();
      due.forEach((callback) => callback(performance.now()));
    },
  };
}
