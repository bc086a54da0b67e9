import { addInBatches } from './add-in-batches';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('addInBatches', () => {
  it('adds the first batch at once and each further batch in a task of its own, in order', async () => {
    const added: number[] = [];
    addInBatches([1, 2, 3, 4, 5], (point) => added.push(point), 2);
    expect(added).toEqual([1, 2]);
    await nextTask();
    await nextTask();
    await nextTask();
    expect(added).toEqual([1, 2, 3, 4, 5]);
  });

  it('adds nothing more once stopped', async () => {
    const added: number[] = [];
    const stop = addInBatches([1, 2, 3, 4, 5], (point) => added.push(point), 2);
    stop();
    await nextTask();
    await nextTask();
    expect(added).toEqual([1, 2]);
  });
});
