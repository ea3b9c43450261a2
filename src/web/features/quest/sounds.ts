/**
 * The quest's sounds, synthesised with the Web Audio API (no audio files): short oscillator notes under a gain
 * envelope. Failures are silent (learning spec §8); `unlockAudio` says whether the browser lets the page play.
 */

export type QuestSound = "tick" | "start" | "success" | "test";

interface Note {
  /** Hz. */
  freq: number;
  /** Seconds after the sound starts. */
  at: number;
  /** Seconds. */
  length: number;
  type?: OscillatorType;
}

const SOUNDS: Record<QuestSound, readonly Note[]> = {
  // One short beep per countdown second.
  tick: [{ freq: 880, at: 0, length: 0.12, type: "square" }],
  // A rising bugle-like call when the mission starts.
  start: [
    { freq: 392, at: 0, length: 0.14, type: "triangle" },
    { freq: 523.25, at: 0.15, length: 0.14, type: "triangle" },
    { freq: 659.25, at: 0.3, length: 0.14, type: "triangle" },
    { freq: 783.99, at: 0.45, length: 0.4, type: "triangle" },
  ],
  // A major arpeggio and a held chord for a completed mission.
  success: [
    { freq: 523.25, at: 0, length: 0.16 },
    { freq: 659.25, at: 0.16, length: 0.16 },
    { freq: 783.99, at: 0.32, length: 0.16 },
    { freq: 1046.5, at: 0.48, length: 0.6 },
    { freq: 783.99, at: 0.48, length: 0.6 },
  ],
  test: [
    { freq: 660, at: 0, length: 0.2, type: "sine" },
    { freq: 990, at: 0.25, length: 0.3, type: "sine" },
  ],
};

type AudioContextCtor = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextCtor | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as { AudioContext?: AudioContextCtor; webkitAudioContext?: AudioContextCtor };
  return w.AudioContext ?? w.webkitAudioContext;
}

/** Whether the browser has Web Audio at all, and does not say up front that it will refuse to play. */
export function audioSupported(): boolean {
  if (!audioContextClass()) return false;
  const policy = (navigator as Navigator & { getAutoplayPolicy?: (type: "audiocontext") => string }).getAutoplayPolicy;
  return policy ? policy.call(navigator, "audiocontext") !== "disallowed" : true;
}

/**
 * Creates or resumes the page's audio context; true when it is running. Call from a click or key press: browsers
 * only let a page start audio after the person interacts with it.
 */
export async function unlockAudio(): Promise<boolean> {
  try {
    const Ctor = audioContextClass();
    if (!Ctor) return false;
    context ??= new Ctor();
    if (context.state !== "running") {
      // A resume the browser blocks may never settle: wait a moment, not forever.
      await Promise.race([context.resume(), new Promise((resolve) => setTimeout(resolve, 400))]);
    }
    return context.state === "running";
  } catch {
    return false;
  }
}

/** Plays a sound at `volume` (0–100); false when it could not play (no context, or blocked). */
export function playSound(sound: QuestSound, volume: number): boolean {
  try {
    if (!context || context.state !== "running" || volume <= 0) return false;
    const ctx = context;
    const peak = Math.min(1, Math.max(0, volume / 100)) * 0.35;
    const start = ctx.currentTime + 0.02;
    for (const note of SOUNDS[sound]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = note.type ?? "sine";
      osc.frequency.setValueAtTime(note.freq, start + note.at);
      // A quick attack and an exponential release, so notes do not click.
      gain.gain.setValueAtTime(0.0001, start + note.at);
      gain.gain.exponentialRampToValueAtTime(peak, start + note.at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.at + note.length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start + note.at);
      osc.stop(start + note.at + note.length + 0.05);
    }
    return true;
  } catch {
    return false;
  }
}
