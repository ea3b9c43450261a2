/**
 * Reading text from a photo, behind one interface (decision 0023): the local engine (tesseract.js with its bundled
 * English data) today; a cloud OCR could implement the same two methods later without touching the scanner.
 */
export interface OcrResult {
  text: string;
  /** The engine's own mean word confidence, 0..1. */
  confidence: number;
  /** The cleaned-up page the engine read (grey, light flattened, straightened), when it made one: drawings are found on it. */
  prepared?: Buffer;
}

export interface OcrEngine {
  /** Reads an image already checked to be a JPEG, PNG or WebP (see image.ts). */
  read(image: Buffer): Promise<OcrResult>;
  /** Gets a worker ready ahead of the first image (start-up), so no learner waits for it. */
  warm(): Promise<void>;
  /** Frees workers; called when the app closes. */
  close(): Promise<void>;
}
