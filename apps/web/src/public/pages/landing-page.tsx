import { FaqSection, FinalCtaSection, IntegrationsSection } from '../landing/closing-sections.tsx';
import { ClaimsSection, HeroSection } from '../landing/hero-section.tsx';
import { PosSection, ProductsSection } from '../landing/offerings-section.tsx';
import { AudiencesSection, TestimonialsSection } from '../landing/proof-sections.tsx';
import { linkSegment } from '../layout/nav-items.ts';
import type { PageProps } from '../page-props.ts';

/** The public landing page (/{lang}): what Fika is, for whom, proof, integrations, FAQ. */
export function LandingPage({ route }: PageProps) {
  const segment = linkSegment(route);
  return (
    <>
      <HeroSection segment={segment} />
      <ClaimsSection />
      <PosSection segment={segment} />
      <ProductsSection segment={segment} />
      <AudiencesSection />
      <TestimonialsSection />
      <IntegrationsSection />
      <FaqSection />
      <FinalCtaSection segment={segment} />
    </>
  );
}
