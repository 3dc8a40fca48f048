import type { HomeData, ImageData } from '../../lib/api/types.ts';
import { homeText } from '../../messages/home.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { TestimonialSlider } from './testimonial-slider.tsx';
import styles from './testimonials.module.css';

interface TestimonialsProps {
  testimonials: HomeData['testimonials'];
  image: ImageData | null;
}

/** "zaufaj opiniom / mówią o nas": an image beside a slider of customer opinions (spec §1). */
export function Testimonials({ testimonials, image }: TestimonialsProps) {
  if (testimonials.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <div className={`container ${styles.inner}`}>
        {image && (
          <div className={styles.visual}>
            <ResponsiveImage image={image} sizes="(min-width: 980px) 560px, 100vw" className={styles.image} />
          </div>
        )}
        <div className={styles.body}>
          <h2 id="testimonials-title" className="section-title">
            {homeText.testimonialsTitle}
          </h2>
          <p className={styles.subtitle}>{homeText.testimonialsSubtitle}</p>
          <TestimonialSlider testimonials={testimonials} />
        </div>
      </div>
    </section>
  );
}
