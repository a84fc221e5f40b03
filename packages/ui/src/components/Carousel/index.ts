export { Carousel } from './Carousel';
export type { CarouselProps, CarouselSlide } from './Carousel';
