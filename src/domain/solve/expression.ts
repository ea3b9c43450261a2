/**
 * A small arithmetic evaluator for what an ASVAB math item writes: + − × ÷ * / ^, superscript powers, √, parentheses,
 * implied multiplication ("2(3 + 4)"), and "x" as a times sign between numbers. No variables (see linear.ts).
 * Returns undefined for anything else, so a misread formula is never "solved".
 */
export function evaluate(expression: string): number | undefined {
  const src = expression
    .replace(/[−–]/g, "-")
    .replace(/([\d)])\s*[x×·]\s*(?=[\d(])/g, "$1*")
    .replace(/[÷]/g, "/")
    .replace(/²/g, "^2")
    .replace(/³/g, "^3")
    .replace(/(\d),(\d{3})/g, "$1$2");
  const tokens = src.match(/\d+(?:\.\d+)?|[-+*/^()√]|\S/g);
  if (!tokens || tokens.some((t) => !/^(\d+(\.\d+)?|[-+*/^()√])$/.test(t))) return undefined;
  let pos = 0;
  const peek = () => tokens[pos];
  const next = () => tokens[pos++];

  function primary(): number | undefined {
    const t = next();
    if (t === undefined) return undefined;
    if (t === "(") {
      const v = sum();
      if (next() !== ")") return undefined;
      return v;
    }
    if (t === "√") {
      const v = power();
      return v === undefined || v < 0 ? undefined : Math.sqrt(v);
    }
    if (t === "-") {
      const v = power();
      return v === undefined ? undefined : -v;
    }
    return /^\d/.test(t) ? Number(t) : undefined;
  }
  function power(): number | undefined {
    const base = primary();
    if (base === undefined) return undefined;
    if (peek() === "^") {
      next();
      const exp = power();
      return exp === undefined ? undefined : base ** exp;
    }
    return base;
  }
  function product(): number | undefined {
    let v = power();
    while (v !== undefined) {
      const t = peek();
      if (t === "*" || t === "/") {
        next();
        const r = power();
        if (r === undefined || (t === "/" && r === 0)) return undefined;
        v = t === "*" ? v * r : v / r;
      } else if (t === "(" || t === "√") {
        const r = power(); // implied multiplication
        if (r === undefined) return undefined;
        v *= r;
      } else break;
    }
    return v;
  }
  function sum(): number | undefined {
    let v = product();
    while (v !== undefined && (peek() === "+" || peek() === "-")) {
      const op = next();
      const r = product();
      if (r === undefined) return undefined;
      v = op === "+" ? v + r : v - r;
    }
    return v;
  }
  const value = sum();
  return pos === tokens.length && value !== undefined && Number.isFinite(value) ? value : undefined;
}
