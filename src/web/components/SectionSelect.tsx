import type { Section } from "@contracts/sections";
import { Label } from "@web/components/ui/input";
import { cn } from "@web/lib/cn";

interface Props {
  id: string;
  label: string;
  placeholder: string;
  sections: readonly Section[];
  /** The chosen section id, or "" before a choice. */
  value: number | "";
  onChange: (sectionId: number) => void;
  className?: string;
}

/** A labelled native select of the test sections: the platform's own picker is the most usable one on phones. */
export function SectionSelect({ id, label, placeholder, sections, value, onChange, className }: Props) {
  return (
    <div className={cn("grid min-w-0 gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          if (e.target.value) onChange(Number(e.target.value));
        }}
        className="h-11 w-full min-w-0 rounded-md border border-border bg-white px-3 text-base"
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {sections.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </div>
  );
}
