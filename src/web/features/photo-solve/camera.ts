/** Learning spec §7 and §9: camera frames are sent as JPEG at quality 0.9. */
export const CAMERA_JPEG_QUALITY = 0.9;

/** Why the camera is not available: the learner refused it, the device has none, or the browser cannot ask. */
export type CameraProblem = "denied" | "unavailable";

/**
 * Opens the camera, preferring the back one (the one that faces the page on a phone) at a resolution sharp
 * enough for small print. `ideal` rather than `exact`, so a laptop's only camera is still used.
 */
export async function openCamera(): Promise<MediaStream> {
  if (typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia) throw new CameraError("unavailable");
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: "environment" }, width: { ideal: 1920 }, height: { ideal: 1080 } },
    });
  } catch (err) {
    const name = err instanceof DOMException ? err.name : "";
    throw new CameraError(name === "NotAllowedError" || name === "SecurityError" ? "denied" : "unavailable");
  }
}

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(`camera ${problem}`);
  }
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The video's current frame, full size, as a JPEG data URL. */
export function captureFrame(video: HTMLVideoElement): string {
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext("2d");
  if (!context || canvas.width === 0) throw new Error("The camera has no picture yet");
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL("image/jpeg", CAMERA_JPEG_QUALITY);
}
