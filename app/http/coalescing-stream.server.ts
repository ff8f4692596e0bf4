import { Transform, type TransformCallback } from "node:stream";

/** Large enough for a whole portal page in one piece, small enough that a long page still streams. */
const MAX_HELD_BYTES = 64 * 1024;

/**
 * The page's HTML stream, passed on in whole batches. React writes its output in 2 KB pieces and then calls the
 * destination's `flush()` once a batch is complete (the hook it offers compression streams). Passing on each
 * piece made the gzip step and the socket write run some fifty times per portal page, a tenth of the CPU a page
 * costs in a profile; passing on each batch keeps the streaming (a deferred part still goes out as soon as React
 * has it) at a few writes per page.
 */
export class CoalescingStream extends Transform {
  private held: Buffer[] = [];
  private heldBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.heldBytes >= MAX_HELD_BYTES) this.flush();
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }

  /** Called by React after each completed batch of writes. */
  flush(): void {
    if (this.heldBytes === 0) return;
    const batch = this.held.length === 1 ? this.held[0]! : Buffer.concat(this.held, this.heldBytes);
    this.held = [];
    this.heldBytes = 0;
    this.push(batch);
  }
}
