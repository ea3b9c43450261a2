import { useQuery } from "@tanstack/react-query";
import type { StudyMaterialDto } from "@contracts/study-materials";

export const useStudyMaterials = () => useQuery<StudyMaterialDto[] | null>({ queryKey: ["/api/study-materials"] });
