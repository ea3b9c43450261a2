import type { FastifySerializerCompiler } from "fastify/types/schema";
import { ResponseSerializationError, serializerCompiler } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { $ZodType } from "zod/v4/core";

/**
 * Response serialization with the contracts' zod schemas, compiled. The type provider's serializer encodes every
 * reply with zod (a full parse that builds a copy) and then stringifies the copy: 12% of the server's CPU on
 * `GET /api/sections/{id}/questions` under bench:api. For schemas built only from plain JSON shapes — objects
 * without a catch-all, arrays, strings, numbers (integers checked), booleans, enums, literals, nullable and
 * optional — this compiles a serializer that writes the JSON directly with the same outcome: unknown keys left
 * out, optional keys omitted when undefined, and a value of the wrong type refused with the same error (the reply
 * becomes a 500, as before). A schema with anything else (checks, defaults, transforms, unions, dates, records…)
 * keeps the type provider's serializer, whole.
 */
type Write = (value: unknown, path: string) => string;

class Mismatch extends Error {}

const refuse = (path: string, expected: string): never => {
  throw new Mismatch(`${path || "(root)"}: expected ${expected}`);
};

interface Def {
  type: string;
  checks?: { _zod: { def: { check?: string; format?: string } } }[];
  shape?: Record<string, $ZodType>;
  catchall?: unknown;
  innerType?: $ZodType;
  element?: $ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

/** The compiled writer, or null when the schema holds something only zod itself should encode. */
export function compileWriter(schema: $ZodType): Write | null {
  const def = defOf(schema);
  const checks = def.checks ?? [];
  switch (def.type) {
    case "string":
      if (checks.length > 0) return null;
      return (v, path) => (typeof v === "string" ? JSON.stringify(v) : refuse(path, "string"));
    case "boolean":
      return (v, path) => (typeof v === "boolean" ? (v ? "true" : "false") : refuse(path, "boolean"));
    case "number": {
      const integer = checks.length === 1 && checks[0]?._zod.def.check === "number_format" && checks[0]._zod.def.format === "safeint";
      if (checks.length > 0 && !integer) return null;
      return (v, path) =>
        typeof v === "number" && Number.isFinite(v) && (!integer || Number.isSafeInteger(v))
          ? JSON.stringify(v)
          : refuse(path, integer ? "integer" : "number");
    }
    case "enum":
    case "literal": {
      const allowed = new Set(def.type === "enum" ? Object.values(def.entries ?? {}) : (def.values ?? []));
      if ([...allowed].some((a) => typeof a !== "string" && typeof a !== "number" && typeof a !== "boolean")) return null;
      return (v, path) => (allowed.has(v as string) ? JSON.stringify(v) : refuse(path, [...allowed].join(" | ")));
    }
    case "nullable": {
      const inner = def.innerType ? compileWriter(def.innerType) : null;
      if (!inner) return null;
      return (v, path) => (v === null ? "null" : inner(v, path));
    }
    case "array": {
      const item = def.element ? compileWriter(def.element) : null;
      if (!item || checks.length > 0) return null;
      return (v, path) => {
        if (!Array.isArray(v)) return refuse(path, "array");
        let out = "[";
        for (let i = 0; i < v.length; i++) out += (i > 0 ? "," : "") + item(v[i], `${path}[${i}]`);
        return out + "]";
      };
    }
    case "object": {
      if (def.catchall !== undefined || !def.shape) return null;
      const fields: { key: string; name: string; optional: boolean; write: Write }[] = [];
      for (const [key, fieldSchema] of Object.entries(def.shape)) {
        const fieldDef = defOf(fieldSchema);
        const optional = fieldDef.type === "optional";
        const write = compileWriter(optional && fieldDef.innerType ? fieldDef.innerType : fieldSchema);
        if (!write) return null;
        fields.push({ key, name: `${JSON.stringify(key)}:`, optional, write });
      }
      return (v, path) => {
        if (typeof v !== "object" || v === null || Array.isArray(v)) return refuse(path, "object");
        const record = v as Record<string, unknown>;
        let out = "{";
        let first = true;
        for (const f of fields) {
          const value = record[f.key];
          if (value === undefined && f.optional) continue;
          out += (first ? "" : ",") + f.name + f.write(value, path ? `${path}.${f.key}` : f.key);
          first = false;
        }
        return out + "}";
      };
    }
    default:
      return null;
  }
}

/** Fastify's serializer compiler: the compiled writer where the schema allows one, zod's encoding otherwise. */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema, method, url } = route as { schema: unknown; method: string; url: string };
  const zodSchema = schema instanceof $ZodType ? schema : undefined;
  const write = zodSchema ? compileWriter(zodSchema) : null;
  if (!write) return serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
  return (data: unknown) => {
    try {
      return write(data, "");
    } catch (err) {
      if (err instanceof Mismatch)
        throw new ResponseSerializationError(method, url, {
          cause: new ZodError([{ code: "custom", path: [], message: err.message, input: data }]),
        });
      throw err;
    }
  };
};
