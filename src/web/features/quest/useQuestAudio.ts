import { useCallback, useEffect, useRef, useState } from "react";
import type { QuestAudio } from "@contracts/quest";
import { toast } from "@web/components/ui/use-toast";
import { useSaveQuestAudio } from "./api";
import { audioSupported, playSound, unlockAudio, type QuestSound } from "./sounds";

/** Changes are saved this long after the last one, so dragging the volume slider sends one request, not fifty. */
const SAVE_DELAY_MS = 500;

export interface QuestAudioControls {
  settings: QuestAudio;
  /** False once the browser has refused to play (or has no Web Audio): the panel then says 'Unavailable'. */
  available: boolean;
  update(next: QuestAudio): void;
  /** Plays a sound if sound is on and the browser allows it; true when it played. */
  play(sound: QuestSound): Promise<boolean>;
}

/** The learner's audio settings (saved per user through the API) and the sounds played with them. */
export function useQuestAudio(saved: QuestAudio, saveFailedText: string): QuestAudioControls {
  const [settings, setSettings] = useState<QuestAudio>(saved);
  const [available, setAvailable] = useState(audioSupported);
  const { mutate } = useSaveQuestAudio();
  const pending = useRef<QuestAudio | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const settingsRef = useRef(settings);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const body = pending.current;
    pending.current = null;
    if (body) mutate({ body }, { onError: () => toast({ title: saveFailedText, variant: "destructive" }) });
  }, [mutate, saveFailedText]);

  // Leaving the page with a change still waiting saves it at once.
  useEffect(() => flush, [flush]);

  const update = useCallback(
    (next: QuestAudio) => {
      settingsRef.current = next;
      setSettings(next);
      pending.current = next;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  const play = useCallback(async (sound: QuestSound) => {
    const { enabled, volume } = settingsRef.current;
    if (!enabled) return false;
    const unlocked = await unlockAudio();
    setAvailable(unlocked);
    return unlocked && playSound(sound, volume);
  }, []);

  return { settings, available, update, play };
}
