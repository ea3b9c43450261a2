import { createRequire } from "node:module";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { createWorker, OEM, PSM, type Worker } from "tesseract.js";
import type { OcrEngine, OcrResult } from "./engine";
import { prepareForOcr } from "./preprocess";

const require = createRequire(import.meta.url);

/**
 * The English model shipped in the npm package `@tesseract.js-data/eng` (the "best_int" LSTM model): read from disk,
 * so the server never downloads anything at run time.
 */
export function bundledLangPath(): string {
  return path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
}

export interface TesseractOptions {
  /** Workers kept warm; each holds the model (~15 MB) and reads one image at a time. */
  workers: number;
  /** Where tesseract.js may keep its unpacked model. */
  cachePath: string;
}

/**
 * tesseract.js behind OcrEngine: a small pool of workers, created on first use (the first scan pays ~1 s; later
 * scans none), each image cleaned up first (preprocess.ts). Requests wait in a queue when all workers are busy.
 */
export function tesseractEngine(options: TesseractOptions): OcrEngine {
  const idle: Worker[] = [];
  const waiting: ((w: Worker) => void)[] = [];
  let created = 0;
  let closed = false;
  const all: Promise<Worker>[] = [];

  async function spawn(): Promise<Worker> {
    mkdirSync(options.cachePath, { recursive: true });
    const worker = await createWorker("eng", OEM.LSTM_ONLY, {
      langPath: bundledLangPath(),
      cachePath: options.cachePath,
      gzip: true,
    });
    // Automatic layout (measured better than "one block" on the bench: it skips specks and page edges); photos carry
    // no resolution, so say what a phone photo of a page amounts to.
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.AUTO,
      preserve_interword_spaces: "1",
      user_defined_dpi: "300",
      tessedit_do_invert: "0",
    });
    return worker;
  }

  async function acquire(): Promise<Worker> {
    const free = idle.pop();
    if (free) return free;
    if (created < options.workers) {
      created += 1;
      const made = spawn();
      all.push(made);
      try {
        return await made;
      } catch (err) {
        created -= 1;
        throw err;
      }
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function release(worker: Worker): void {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  }

  return {
    async read(image: Buffer): Promise<OcrResult> {
      if (closed) throw new Error("OCR engine closed");
      const prepared = await prepareForOcr(image);
      const worker = await acquire();
      try {
        const { data } = await worker.recognize(prepared);
        return { text: data.text, confidence: Math.max(0, Math.min(1, data.confidence / 100)), prepared };
      } finally {
        release(worker);
      }
    },
    async warm(): Promise<void> {
      if (closed || created > 0) return;
      release(await acquire());
    },
    async close(): Promise<void> {
      closed = true;
      const workers = await Promise.allSettled(all);
      await Promise.all(workers.map((w) => (w.status === "fulfilled" ? w.value.terminate() : undefined)));
    },
  };
}
