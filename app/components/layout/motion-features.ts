import { domAnimation } from "framer-motion";

// Loaded lazily by PageTransition so the animation engine is not in the first-load bundle.
export default domAnimation;
