// The exported report's only stylesheet, inlined: system fonts, print-friendly colours
// (highlights keep their colour in a PDF through print-color-adjust).
export const reportStyles = `
*{box-sizing:border-box}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{margin:0 auto;max-width:50rem;padding:1.5rem;font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:#1d2330;background:#fff}
header{border-bottom:2px solid #1d2330;margin-bottom:1rem}
.brand{margin:0;font-size:.8rem;letter-spacing:.08em;text-transform:uppercase;color:#5a6272}
h1{margin:.2rem 0;font-size:1.6rem}
h2{font-size:1.15rem;margin:1.4rem 0 .5rem;break-after:avoid}
.facts,.hint{color:#5a6272;font-size:.85rem;margin:.2rem 0}
.grid{display:flex;gap:2rem;flex-wrap:wrap}
table{border-collapse:collapse}
th,td{text-align:left;padding:.15rem .8rem .15rem 0;font-weight:normal}
td{font-weight:600;font-variant-numeric:tabular-nums}
.doc{white-space:pre-wrap;overflow-wrap:anywhere;border:1px solid #d5d9e0;border-radius:4px;padding:1rem;font-family:Georgia,"DejaVu Serif",serif}
.v-exact{background:#ffc9c9}
.v-near{background:#ffd8a8}
.v-paraphrase{background:#ffec99}
.v-quoted{background:#d0ebff}
.v-presumed{background:#e9ecef}
.v-unchecked{color:#868e96;background:repeating-linear-gradient(135deg,#f8f9fa 0 6px,#eef0f2 6px 12px)}
mark.f{background:none;color:inherit;text-decoration:underline 2px;text-underline-offset:3px}
.f-spelling{text-decoration-color:#e03131!important}
.f-grammar{text-decoration-color:#1971c2!important}
.f-citation,.f-missing_citation{text-decoration-color:#7048e8!important}
.f-plagiarism{text-decoration-color:#c92a2a!important}
.f-ai_content{text-decoration-color:#0c8599!important}
.f-clarity,.f-word_choice{text-decoration-color:#2b8a3e!important}
mark.locked{text-decoration-style:dotted}
sup.ref{font-size:.65rem;margin-left:1px}
sup.ref a{color:#5a6272;text-decoration:none}
.legend span,.legend mark{padding:0 .3rem;margin-right:.3rem;border-radius:2px;font-size:.85rem}
ol{padding-left:1.5rem}
li{margin-bottom:.8rem;break-inside:avoid}
li p{margin:.15rem 0}
.badge{display:inline-block;font-size:.75rem;border:1px solid currentColor;border-radius:3px;padding:0 .3rem;text-decoration:none}
.sev{font-size:.75rem;color:#5a6272}
.quote del{color:#c92a2a}
.fix ins{color:#2b8a3e;text-decoration:none;font-weight:600}
.fix .label{color:#5a6272}
.url,.domain{font-size:.85rem;color:#5a6272;overflow-wrap:anywhere}
a{color:#1864ab}
.guest,.rejected{border-left:4px solid #f08c00;padding:.2rem .8rem;background:#fff9db}
footer{margin-top:2rem;border-top:1px solid #d5d9e0;color:#5a6272;font-size:.8rem}
@page{margin:16mm}
`;
