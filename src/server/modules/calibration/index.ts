export { calibrationService, type CalibrationService, type BatchResult } from "./service";
