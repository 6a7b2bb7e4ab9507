import type { SectionType, SiteModel, SiteStyle } from '@zappy/site-model/schema';
import { ensureContrast, mix, type ResolvedPalette } from './contrast';
import { hasPictures } from './image-tags';
import { integrationCss, readIntegrations } from './integrations';
import { showsHours, visibleSections } from './sections';
import { FONT_STACK_CSS, STYLE_TOKENS } from './themes';

/** Collapses whitespace around punctuation; the sources below never rely on such spaces. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

const BASE = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%;scroll-behavior:smooth;scroll-padding-top:5rem}
body{margin:0;font-family:var(--fb);font-size:clamp(1rem,.96rem + .2vw,1.125rem);line-height:1.65;color:var(--tx);background:var(--bg);overflow-wrap:anywhere;-webkit-font-smoothing:antialiased}
img,svg{display:block;max-width:100%}
img{height:auto}
figure{margin:0}
h1,h2,h3{font-family:var(--fh);font-weight:var(--hw);letter-spacing:var(--ht);line-height:1.1;margin:0 0 .6em;text-wrap:balance}
h1{font-size:var(--h1);line-height:1.04}
h2{font-size:var(--h2)}
h3{font-size:var(--h3);line-height:1.25;letter-spacing:-.01em}
p{margin:0 0 1em;max-width:65ch}
a{color:var(--ln);text-underline-offset:.2em}
ul{padding:0;margin:0;list-style:none}
:focus-visible{outline:3px solid var(--ln);outline-offset:3px}
.sprite{position:absolute;width:0;height:0;overflow:hidden}
.icon{width:1.5rem;height:1.5rem;flex:none;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.skip{position:absolute;left:1rem;top:-4rem;z-index:50;padding:.75rem 1rem;background:var(--pr);color:var(--on-pr);border-radius:var(--rb);font-weight:700}
.skip:focus{top:1rem}
.wrap{width:min(100% - 2.5rem,72rem);margin-inline:auto}
.narrow{max-width:46rem}
.center{text-align:center;margin-inline:auto}
.center p{margin-inline:auto}
.sec{padding-block:var(--pad);--card:var(--bg)}
.s-base{--card:var(--bg2)}
.s-alt{background:var(--bg2)}
.s-inv{background:var(--inv);color:var(--on-inv);--tx:var(--on-inv);--mu:var(--inv-mu);--ln:var(--acc-inv);--bd:rgb(255 255 255 / 22%);--card:transparent;--tint:rgb(255 255 255 / 10%);--sh:none;--shl:none}
.sh{max-width:42rem;margin-bottom:clamp(2rem,4vw,3.5rem)}
.sh.center{margin-inline:auto}
.lead{font-size:1.15em;color:var(--mu)}
.muted{color:var(--mu)}
.eb{display:inline-block;margin-bottom:1rem;font-size:.8rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase;color:var(--ln)}
.grid{display:grid;gap:clamp(1rem,2.5vw,2rem);grid-template-columns:repeat(auto-fit,minmax(min(100%,var(--min,16rem)),1fr))}
.card{background:var(--card);border:var(--bw) solid var(--bd);border-radius:var(--r);padding:clamp(1.4rem,3vw,2rem);box-shadow:var(--sh)}
.card>:last-child{margin-bottom:0}
.grid>li>.card{height:100%}
.ic{display:inline-grid;place-items:center;width:3rem;height:3rem;border-radius:calc(var(--r) * .8);background:var(--tint);color:var(--ln);margin-bottom:1.1rem}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:2.9rem;padding:.7rem 1.35rem;border-radius:var(--rb);border:2px solid var(--pr);background:var(--pr);color:var(--on-pr);font:inherit;font-weight:650;line-height:1.2;text-decoration:none;cursor:pointer;transition:transform .15s ease,box-shadow .15s ease}
.btn:hover{transform:translateY(-1px);box-shadow:0 6px 16px -6px var(--pr)}
.btn-2{background:transparent;color:var(--tx);border-color:var(--bd-f)}
.btn-2:hover{box-shadow:none;border-color:var(--tx)}
.s-inv .btn{background:var(--on-inv);border-color:var(--on-inv);color:var(--inv)}
.s-inv .btn-2{background:transparent;color:var(--on-inv);border-color:var(--on-inv)}
.s-inv :focus-visible{outline-color:var(--on-inv)}
.btn .icon{width:1.1rem;height:1.1rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}
.center .actions{justify-content:center}
.checks li{display:flex;gap:.6rem;align-items:flex-start;margin-top:.6rem}
.checks .icon{width:1.2rem;height:1.2rem;margin-top:.2em;color:var(--ln)}
.media img{width:100%;border-radius:var(--rl);box-shadow:var(--shl)}
.hdr{position:sticky;top:0;z-index:20;background:var(--bg);border-bottom:1px solid var(--bd)}
.nav-row{display:flex;align-items:center;gap:1rem;min-height:4.25rem}
.brand{display:flex;align-items:center;gap:.6rem;min-width:0;margin-right:auto;font-family:var(--fh);font-weight:800;font-size:1.1rem;color:var(--tx);text-decoration:none;line-height:1.2}
.mark{display:grid;place-items:center;flex:none;width:2.1rem;height:2.1rem;border-radius:calc(var(--r) * .7);background:var(--pr);color:var(--on-pr);font-size:1rem}
.menu{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:.25rem 1.5rem;align-items:center}
.menu a{color:var(--tx);text-decoration:none;font-weight:550;padding:.5rem 0;white-space:nowrap}
.hdr .btn{white-space:nowrap}
.menu a:hover{color:var(--ln);text-decoration:underline}
.nav-toggle{display:none;flex:none;white-space:nowrap;align-items:center;gap:.4rem;min-height:2.75rem;padding:.4rem .8rem;border:1px solid var(--bd-f);border-radius:var(--rb);background:var(--bg);color:var(--tx);font:inherit;font-weight:600;cursor:pointer}
@media (max-width:52rem){
.nav-toggle{display:inline-flex}
.hdr .btn{display:none}
.menu{display:none;position:absolute;left:0;right:0;top:100%;flex-direction:column;align-items:stretch;padding:.5rem 1.25rem 1.25rem;background:var(--bg);border-bottom:1px solid var(--bd)}
.menu.open{display:flex}
.menu a{display:block;padding:.75rem 0}
}
.ftr{padding-block:clamp(3rem,6vw,4.5rem) 2rem;background:var(--bg2);border-top:1px solid var(--bd);font-size:.95rem}
.ftr-cols{display:grid;gap:2rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,13rem),1fr))}
.ftr h2{font-size:.85rem;letter-spacing:.1em;text-transform:uppercase;margin-bottom:1rem;font-family:var(--fb)}
.ftr li{margin-bottom:.5rem}
.ftr a{color:var(--tx)}
.ftr .brand{margin-bottom:1rem}
.legal{margin-top:2.5rem;padding-top:1.5rem;border-top:1px solid var(--bd);color:var(--mu);display:flex;flex-wrap:wrap;gap:.5rem 2rem;justify-content:space-between}
.legal p{margin:0}
.ftr-simple{display:flex;flex-wrap:wrap;gap:1rem 2rem;align-items:center;justify-content:space-between}
.ftr-simple ul{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}.btn:hover{transform:none}}
`;

const SECTION_CSS: Partial<Record<SectionType, string>> = {
  hero: `
.hero{position:relative;overflow:hidden}
.hero-split{display:flex;flex-wrap:wrap;align-items:center;gap:clamp(2rem,5vw,4.5rem)}
.hero-split>*{flex:1 1 22rem;min-width:0}
.hero .lead{font-size:clamp(1.1rem,1rem + .5vw,1.3rem);max-width:36rem}
.hero-centered .hero-copy{max-width:52rem;margin-inline:auto;text-align:center}
.hero-centered .lead{margin-inline:auto}
.hero-centered .actions{justify-content:center}
.hero-centered .eb{justify-content:center}
.hero-centered .media{max-width:64rem;margin:clamp(2.5rem,5vw,4rem) auto 0}
.hero-fb{padding-block:clamp(6rem,14vw,11rem)}
.hero-fb .bg{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;opacity:.2;border-radius:0;box-shadow:none}
.hero-fb .hero-copy{position:relative;max-width:46rem}
.hero-meta{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin-top:2rem;color:var(--mu);font-size:.95rem}
.hero-meta span{display:inline-flex;align-items:center;gap:.4rem}
.hero-meta .icon{width:1.1rem;height:1.1rem;color:var(--ln)}
`,
  features: `
.rows{display:grid;gap:2rem 3rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,19rem),1fr))}
.row{display:flex;gap:1.1rem;align-items:flex-start}
.row .ic{margin:0;flex:none}
.row h3{margin-bottom:.35em}
`,
  services: `
.svc-price{display:block;margin-top:1rem;font-weight:750;color:var(--ln)}
.svc-list li{display:flex;flex-wrap:wrap;gap:.5rem 2rem;justify-content:space-between;align-items:baseline;padding-block:1.4rem;border-bottom:1px solid var(--bd)}
.svc-list li:first-child{border-top:1px solid var(--bd)}
.svc-list h3{margin:0 0 .25rem}
.svc-list p{margin:0;color:var(--mu)}
.svc-list div{flex:1 1 18rem}
.svc-list .svc-price{margin:0;font-size:1.15rem}
`,
  about: `
.about-split{display:flex;flex-wrap:wrap;gap:clamp(2rem,5vw,5rem);align-items:center}
.about-split>*{flex:1 1 22rem;min-width:0}
.about-centered .checks{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 2rem}
`,
  gallery: `
.gal figure{margin:0}
.gal img{width:100%;border-radius:var(--r);aspect-ratio:4/3;object-fit:cover}
.gal figcaption{margin-top:.6rem;color:var(--mu);font-size:.95rem}
@media (min-width:48rem){.mosaic{grid-template-columns:2fr 1fr}.mosaic figure:first-child{grid-row:span 2}.mosaic figure:first-child img{aspect-ratio:auto;height:calc(100% - 2.2rem)}}
`,
  testimonials: `
.quote blockquote{margin:0}
.quote blockquote p{font-size:1.08em}
.quote figcaption{margin-top:1.25rem;display:flex;flex-direction:column}
.quote figcaption span{color:var(--mu);font-size:.92rem}
.quote .icon{color:var(--ln);width:2rem;height:2rem;margin-bottom:1rem}
.spot{max-width:50rem;margin:0 auto clamp(2.5rem,5vw,4rem);text-align:center;background:none;border:0;box-shadow:none;padding:0}
.spot .icon{margin-inline:auto}
.spot blockquote p{font-family:var(--fh);font-size:clamp(1.4rem,1rem + 1.6vw,2.2rem);line-height:1.3;max-width:none}
`,
  pricing: `
.plans{--min:16.5rem;align-items:start}
.plan{display:flex;flex-direction:column;gap:.25rem;position:relative}
.plan.rec{border:2px solid var(--ln);box-shadow:var(--shl)}
.badge{display:inline-block;white-space:nowrap;vertical-align:middle;align-self:flex-start;margin-bottom:.75rem;padding:.25rem .7rem;border-radius:999px;background:var(--pr);color:var(--on-pr);font-size:.78rem;font-weight:700}
.amt{font-size:2.6rem;font-weight:800;font-family:var(--fh);letter-spacing:-.03em;line-height:1.1}
.per{color:var(--mu);font-size:.95rem}
.plan .checks{margin:1.25rem 0 1.75rem;flex:1}
.plan .btn{width:100%}
.ptable{width:100%;border-collapse:collapse;background:var(--card);border:1px solid var(--bd)}
.ptable th,.ptable td{text-align:start;padding:1rem 1.25rem;border-bottom:1px solid var(--bd);vertical-align:top}
.ptable thead th{font-size:.85rem;text-transform:uppercase;letter-spacing:.08em;color:var(--mu)}
.ptable td:nth-child(2){font-weight:750;white-space:nowrap}
@media (max-width:40rem){.ptable thead{display:none}.ptable tr,.ptable th,.ptable td{display:block}.ptable td:nth-child(2){white-space:normal}.ptable tr{border-bottom:1px solid var(--bd)}.ptable th,.ptable td{border:0;padding:.35rem 1rem}.ptable tr>:first-child{padding-top:1rem}.ptable tr>:last-child{padding-bottom:1rem}}
`,
  faq: `
.faq details{border-bottom:1px solid var(--bd)}
.faq details:first-child{border-top:1px solid var(--bd)}
.faq summary{display:flex;justify-content:space-between;gap:1rem;padding:1.25rem 0;cursor:pointer;font-weight:650;font-size:1.08em;list-style:none}
.faq summary::-webkit-details-marker{display:none}
.faq summary::after{content:"+";flex:none;font-size:1.4em;line-height:1;color:var(--ln);transition:transform .2s}
.faq details[open] summary::after{transform:rotate(45deg)}
.faq details p{padding-bottom:1.25rem;margin:0;color:var(--mu)}
.faq2{display:grid;gap:2rem 3rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr))}
.faq2 h3{margin-bottom:.4em}
.faq2 p{color:var(--mu)}
`,
  team: `
.av{display:grid;place-items:center;width:4rem;height:4rem;border-radius:50%;background:var(--tint);color:var(--ln);font-weight:800;font-size:1.2rem;margin-bottom:1rem}
.member h3{margin-bottom:.2em}
.role{color:var(--ln);font-weight:650;font-size:.95rem;margin-bottom:.6rem}
.team-list li{display:flex;gap:1.25rem;align-items:flex-start;padding-block:1.25rem;border-bottom:1px solid var(--bd)}
.team-list .av{margin:0}
`,
  stats: `
.stats{display:grid;gap:2rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,11rem),1fr))}
.stat b{display:block;font-family:var(--fh);font-size:clamp(2.4rem,2rem + 2vw,3.6rem);font-weight:800;letter-spacing:-.03em;line-height:1.05;color:var(--ln)}
.stat span{color:var(--mu)}
.stats-row .stat{border-inline-start:2px solid var(--bd);padding-inline-start:1.25rem}
`,
  cta: `
.cta-split{display:flex;flex-wrap:wrap;gap:1.5rem 3rem;align-items:center;justify-content:space-between}
.cta-split>div{flex:1 1 24rem}
.cta-split .actions{margin:0}
`,
  contact: `
.contact{display:grid;gap:clamp(2rem,5vw,4rem);grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr));align-items:start}
.contact-stacked{grid-template-columns:1fr}
.form{display:grid;gap:1.1rem}
.form label{display:block;font-weight:600;margin-bottom:.35rem;font-size:.95rem}
.form input,.form textarea{width:100%;padding:.8rem .95rem;font:inherit;color:var(--tx);background:var(--bg);border:1px solid var(--bd-f);border-radius:calc(var(--rb) * .8)}
.form textarea{min-height:8rem;resize:vertical}
.form .btn{justify-self:start}
.status{margin:0;min-height:1.5em;font-weight:600}
.hp{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.details li{display:flex;gap:.9rem;align-items:flex-start;margin-bottom:1.1rem}
.details .ic{width:2.5rem;height:2.5rem;margin:0}
.details .icon{width:1.2rem;height:1.2rem}
.details b{display:block}
.details-row{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr));margin-bottom:2rem}
`,
  hours: `
.hours{width:100%;max-width:34rem;border-collapse:collapse}
.hours th,.hours td{padding:.7rem 0;border-bottom:1px solid var(--bd);text-align:start}
.hours td{text-align:end;color:var(--mu)}
.hours-cards{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,9rem),1fr))}
.hours-cards li{padding:1rem;border:var(--bw) solid var(--bd);border-radius:var(--r);background:var(--card)}
.hours-cards b{display:block}
.hours-cards span{color:var(--mu)}
.hours-line{font-weight:600}
`,
};

// The six styles differ in more than tokens: these rules give each its own character.
const STYLE_CSS: Record<SiteStyle, (p: ResolvedPalette) => string> = {
  modern: (p) => `
.eb{padding:.35rem .8rem;border-radius:999px;background:var(--tint);letter-spacing:.04em;text-transform:none;font-size:.85rem}
.hero.s-base{background:radial-gradient(38rem 28rem at 90% 0%,${p.accent}2e,transparent 70%),radial-gradient(34rem 26rem at 0% 100%,${p.primary}24,transparent 70%)}
.btn{background:linear-gradient(135deg,var(--pr),var(--pr2));border-color:transparent}
.btn-2{background:transparent;border-color:var(--bd-f)}
.s-inv{background:radial-gradient(40rem 24rem at 100% 0%,${p.primary}55,transparent 70%),var(--inv)}
.card{transition:transform .2s ease,box-shadow .2s ease}
.card:hover{transform:translateY(-3px);box-shadow:var(--shl)}
`,
  elegant: () => `
body{letter-spacing:.005em}
.eb{display:flex;align-items:center;gap:.8rem;font-weight:600;letter-spacing:.22em;font-size:.75rem}
.eb::before{content:"";width:2.5rem;height:1px;background:currentColor}
.center .eb,.center.eb{justify-content:center}
.center .eb::after,.hero-centered .eb::after{content:"";width:2.5rem;height:1px;background:currentColor}
.menu a{font-weight:450}
.brand{font-weight:600;font-size:1.2rem}
.sh{text-align:center;margin-inline:auto}
.sh p{margin-inline:auto}
.btn{text-transform:uppercase;letter-spacing:.14em;font-size:.8rem;font-weight:600;padding:.95rem 1.8rem}
.card{border-color:var(--bd)}
.plan.rec{border-width:1px;outline:1px solid var(--ln);outline-offset:-6px}
h1 em,h2 em{font-style:italic}
.mark{border-radius:50%;font-family:var(--fh)}
.quote blockquote p{font-family:var(--fh);font-style:italic;font-size:1.2em}
.media img{outline:1px solid var(--bd);outline-offset:12px}
`,
  playful: (p) => `
.eb{padding:.4rem 1rem;border-radius:999px;background:var(--acc);color:var(--on-acc);letter-spacing:.02em;text-transform:none;font-size:.9rem}
.s-inv .eb{background:var(--acc);color:var(--on-acc)}
.grid>.card:nth-child(3n+1){transform:rotate(-1.2deg)}
.grid>.card:nth-child(3n+2){transform:rotate(.9deg)}
.grid>.card:hover{transform:rotate(0) scale(1.02)}
.card{transition:transform .25s cubic-bezier(.3,1.6,.5,1)}
.ic{border-radius:40% 60% 55% 45%/50% 40% 60% 50%;background:var(--acc);color:var(--on-acc)}
.hero::before{content:"";position:absolute;width:32rem;height:32rem;right:-10rem;top:-12rem;border-radius:42% 58% 63% 37%/45% 52% 48% 55%;background:${p.accent}40}
.hero>.wrap{position:relative}
.s-alt+.s-base,.s-base+.s-alt{position:relative}
.s-base+.s-alt::before{content:"";position:absolute;left:0;right:0;top:-1.2rem;height:1.25rem;background:radial-gradient(circle at 1rem 1.25rem,var(--bg2) 1rem,transparent 1.05rem) 0 0/2rem 1.25rem repeat-x}
.media img{transform:rotate(1.5deg)}
.btn:hover{transform:translateY(-2px) rotate(-1deg)}
`,
  bold: () => `
h1,h2{text-transform:uppercase;line-height:.98}
.eb{letter-spacing:.2em;font-weight:900}
.card{border-color:var(--tx)}
.s-inv .card{border-color:var(--on-inv)}
.btn{text-transform:uppercase;letter-spacing:.06em;font-weight:850;box-shadow:4px 4px 0 var(--tx)}
.btn:hover{transform:translate(-2px,-2px);box-shadow:6px 6px 0 var(--tx)}
.s-inv .btn{box-shadow:4px 4px 0 var(--acc-inv)}
.hdr{border-bottom:3px solid var(--tx)}
.mark{border-radius:0}
.ic{border-radius:0;background:var(--acc);color:var(--on-acc)}
.stat b{font-size:clamp(3rem,2rem + 4vw,5.5rem)}
.stats-row .stat{border-inline-start:6px solid var(--ln)}
.hero h1{font-size:clamp(2.6rem,9vw + .5rem,7rem)}
.media img{border:3px solid var(--tx)}
`,
  minimal: () => `
h1,h2,h3{font-weight:500}
body{font-weight:400}
.menu a{font-weight:400}
.brand{font-weight:600}
.eb{font-weight:500;letter-spacing:.16em;color:var(--mu)}
.card{background:transparent;border-width:1px 0 0;border-radius:0;padding-inline:0;box-shadow:none}
.plan.rec{border-width:2px 0 0;border-color:var(--tx);box-shadow:none}
.ic{background:transparent;width:auto;height:auto;justify-content:start;color:var(--acct)}
.btn{font-weight:500}
.btn:hover{box-shadow:none}
.hdr{border-bottom-color:transparent}
.stat b{font-weight:400;color:var(--tx)}
.media img{border-radius:var(--rl)}
.s-alt{background:var(--bg2)}
a{color:var(--acct)}
.menu a:hover{color:var(--acct)}
`,
  corporate: () => `
.sh h2::before{content:"";display:block;width:3rem;height:4px;margin-bottom:1.25rem;background:var(--acc);border-radius:2px}
.sh.center h2::before{margin-inline:auto}
.eb{letter-spacing:.1em}
.hdr{box-shadow:0 1px 0 var(--bd)}
.ic{background:var(--pr);color:var(--on-pr)}
.s-inv .ic{background:var(--tint);color:var(--on-inv)}
.hero .media img{border:6px solid rgb(255 255 255 / 12%)}
.stat b{color:var(--tx)}
.s-inv .stat b{color:var(--on-inv)}
.stats-row .stat{border-inline-start-color:var(--acc-inv)}
`,
};

/**
 * Builds `styles.css`: tokens from the style and the contrast-checked palette, base rules,
 * only the rules of the section types the page uses, and the style's own rules.
 *
 * @example buildStylesheet(model, resolvePalette(model.brand.palette))
 */
export function buildStylesheet(model: SiteModel, p: ResolvedPalette): string {
  const t = STYLE_TOKENS[model.brand.style];
  const tint = mix(p.surface, p.primary, 0.1);
  const vars = [
    `--pr:${p.primary}`,
    `--pr2:${ensureContrast(mix(p.primary, p.accent, 0.18), [p.onPrimary], 4.6)}`,
    `--on-pr:${p.onPrimary}`,
    `--ln:${p.link}`,
    `--acc:${p.accent}`,
    `--acct:${p.accentText}`,
    `--on-acc:${p.onAccent}`,
    `--bg:${p.surface}`,
    `--bg2:${p.surfaceAlt}`,
    `--tx:${p.text}`,
    `--mu:${p.textMuted}`,
    `--bd:${p.border}`,
    `--bd-f:${p.fieldBorder}`,
    `--inv:${p.inverse}`,
    `--on-inv:${p.onInverse}`,
    `--inv-mu:${p.onInverseMuted}`,
    `--acc-inv:${p.accentOnInverse}`,
    `--tint:${tint}`,
    `--r:${t.radius}`,
    `--rl:${t.radiusLarge}`,
    `--rb:${t.buttonRadius}`,
    `--bw:${t.borderWidth}`,
    `--sh:${t.shadow}`,
    `--shl:${t.shadowLarge}`,
    `--hw:${t.headingWeight}`,
    `--ht:${t.headingTracking}`,
    `--h1:${t.h1}`,
    `--h2:${t.h2}`,
    `--h3:${t.h3}`,
    `--pad:${t.sectionPad}`,
    `--fh:${FONT_STACK_CSS[model.brand.typography.heading]}`,
    `--fb:${FONT_STACK_CSS[model.brand.typography.body]}`,
  ];
  // Rules only for the sections the page shows: one left out for lack of facts needs none.
  const used = new Set(visibleSections(model).map((s) => s.type));
  const sections = [...used]
    .sort()
    .map((type) => SECTION_CSS[type] ?? '')
    .join('');
  // The contact block shows the opening hours when no hours section does.
  const extra =
    showsHours(model) && used.has('contact') && !used.has('hours') ? (SECTION_CSS.hours ?? '') : '';
  const integrations = integrationCss(readIntegrations(model), used.has('contact'));
  // A picture holding an AVIF source makes no box of its own: the img is laid out as if it
  // stood alone, by every rule for it (`.media img`, a gallery's crop, the full-bleed hero's
  // cover), even where a flex or grid parent would otherwise place the picture instead.
  const pictures = hasPictures(model.images) ? 'picture{display:contents}' : '';
  return minifyCss(
    `:root{${vars.join(';')}}${BASE}${pictures}${sections}${extra}${integrations}${STYLE_CSS[model.brand.style](p)}`,
  );
}
