/** Work still running that a clean stop waits for: each promise is tracked until it settles. */
export class InFlight {
  private readonly running = new Set<Promise<unknown>>();

  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    const done = () => this.running.delete(work);
    work.then(done, done);
    return work;
  }

  /** Work that is not one promise (a generator's life): tracked until the returned function is called. */
  start(): () => void {
    let finish = () => {};
    void this.track(new Promise<void>((resolve) => (finish = resolve)));
    return finish;
  }

  /** Settles once nothing tracked is running, work started while waiting included. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
