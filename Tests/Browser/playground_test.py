#!/usr/bin/env python3
"""The playground page in a real browser (Debian's chromium, driven by chromium-driver
through selenium): load, edit a spec and see the drawing change, a spec error shown at its
line, the scroll slider with a pinned header staying at the top, a strip dragged and
released resting where its behaviour says (mirrored right to left). Screenshots go to $SCREENSHOTS (default
.build/browser-screenshots). Usage: playground_test.py [PATH-TO-collection-layout]."""

import json, os, re, subprocess, sys, time
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

BINARY = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/collection-layout"
SHOTS = os.environ.get("SCREENSHOTS", ".build/browser-screenshots")
os.makedirs(SHOTS, exist_ok=True)


def wait(driver, condition, what, timeout=15):
    try:
        return WebDriverWait(driver, timeout).until(lambda d: condition(d))
    except Exception:
        driver.save_screenshot(os.path.join(SHOTS, "failure.png"))
        raise AssertionError("timed out waiting for: " + what + "; last answer: " + json.dumps({k: v for k, v in (answer(driver) or {}).items() if k != "svg"}))


def answer(driver):
    return driver.execute_script("return window.lastAnswer")


def layouts(driver):
    return driver.execute_script("return window.layoutCount")


def choose(driver, name):
    before = layouts(driver)
    Select(driver.find_element(By.ID, "examples")).select_by_value(name)
    wait(driver, lambda d: layouts(d) > before and answer(d) and "svg" in answer(d), "example " + name)


def elements(driver, prefix):
    infos = driver.execute_script(
        "return Array.from(document.querySelectorAll('#drawing [data-info]')).map(e => e.getAttribute('data-info'))")
    return [i for i in infos if i.startswith(prefix)]


def frame_of(info):
    # "header 0.0 · frame 0, 300, 375 × 44 · zIndex 10" → [0, 300, 375, 44]
    part = info.split("frame ")[1].split(" · ")[0]
    xy, size = part.split(", ")[0:2], part.split(", ")[2]
    w, h = size.split(" × ")
    return [float(xy[0]), float(xy[1]), float(w), float(h)]


def drag_strip(driver, strip, step):
    """Drags `strip` from its middle by four moves of `step` CSS pixels along x, checking
    after each that the strip's offset followed the pointer point for point (the other way
    when mirrored) while the content stayed put on screen; releases it and returns the
    offset it rests at (once the answer to the release has come)."""
    svg = driver.find_element(By.CSS_SELECTOR, "#drawing svg")
    driver.execute_script("arguments[0].scrollIntoView()", svg)
    # The strip's middle in the window's CSS pixels, scrolled into the drawing's view first
    # (the drawing is wider than the window where strips run past the container).
    x, y = driver.execute_script("""
        const svg = arguments[0], f = arguments[1], drawing = document.getElementById('drawing');
        const p = svg.createSVGPoint(); p.x = f[0] + f[2] / 2; p.y = f[1] + f[3] / 2;
        const box = drawing.getBoundingClientRect();
        let q = p.matrixTransform(svg.getScreenCTM());
        drawing.scrollLeft += q.x - (box.left + box.width / 2);
        drawing.scrollTop += q.y - (box.top + box.height / 2);
        q = p.matrixTransform(svg.getScreenCTM());
        return [q.x, q.y];""", svg, strip["frame"])
    section = strip["section"]
    offset = lambda d: [s for s in answer(d)["strips"] if s["section"] == section][0]["offset"]
    # The content's origin in the window, and how many CSS pixels a point of it takes.
    origin = """const svg = document.querySelector('#drawing svg'), m = svg.getScreenCTM();
        return [m.e, m.f, m.a];"""
    origin_x, origin_y, scale = driver.execute_script(origin)
    direction = -1 if strip["mirrored"] else 1
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(int(x), int(y)).pointer_down()
    actions.perform()
    for n in range(1, 5):
        moved = step * n
        expected = min(max(strip["offset"] - direction * moved / scale, 0), strip["maximumOffset"])
        before = layouts(driver)
        actions = ActionBuilder(driver)
        actions.pointer_action.move_to_location(int(x) + step * n, int(y))
        actions.perform()
        wait(driver, lambda d: layouts(d) > before and abs(offset(d) - expected) < 0.5,
             "the strip at %s after a %s-pixel drag" % (expected, moved))
        now_x, now_y, _ = driver.execute_script(origin)
        assert abs(now_x - origin_x) < 1 and abs(now_y - origin_y) < 1, \
            "the content moved on screen while a strip was dragged: %s → %s" % ((origin_x, origin_y), (now_x, now_y))
    actions = ActionBuilder(driver)
    actions.pointer_action.pointer_up()
    actions.perform()
    # The release's answer is the one that leaves the strip on a page.
    wait(driver, lambda d: offset(d) % 375 == 0 and offset(d) != strip["offset"], "the strip resting on a page")
    return offset(driver)


def main():
    # Port 0: the system picks a free one and the first line names it.
    server = subprocess.Popen([BINARY, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert found and int(found.group(1)) > 0, "the server did not start: " + line
        port = int(found.group(1))
        options = webdriver.ChromeOptions()
        for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,1000"):
            options.add_argument(flag)
        options.binary_location = "/usr/bin/chromium"
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        try:
            run(driver, "http://127.0.0.1:%d/" % port)
        finally:
            driver.quit()
        # Bad input never takes the server down: it still answers after all of the above.
        assert server.poll() is None, "the server exited"
    finally:
        server.send_signal(2)  # Ctrl-C
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            raise AssertionError("the server did not stop on Ctrl-C")
    assert server.returncode == 0, "the server exited with %s on Ctrl-C" % server.returncode
    print("playground browser test: passed; screenshots in " + SHOTS)


def run(driver, url):
    # 1. Load: the first example is drawn, the menu lists every example.
    driver.get(url)
    wait(driver, lambda d: layouts(d) >= 1, "the first drawing")
    options = driver.find_elements(By.CSS_SELECTOR, "#examples option")
    assert len(options) >= 20, "expected the examples in the menu, found %d" % len(options)
    driver.save_screenshot(os.path.join(SHOTS, "1-loaded.png"))

    # 2. Edit the spec: the drawing changes as you type (the first section: 20 items → 2).
    choose(driver, "Basic")
    cells_before = len(elements(driver, "item 0."))
    text = driver.find_element(By.ID, "spec").get_attribute("value")
    assert "count: 20" in text, "unexpected Basic spec"
    before = layouts(driver)
    driver.execute_script(
        "const e = document.getElementById('spec'); e.value = arguments[0]; e.dispatchEvent(new Event('input'));",
        text.replace("count: 20", "count: 2", 1))
    wait(driver, lambda d: layouts(d) > before, "a new drawing after the edit")
    cells_after = len(elements(driver, "item 0."))
    assert (cells_before, cells_after) == (20, 2), "section 0 went from %d to %d cells" % (cells_before, cells_after)
    driver.save_screenshot(os.path.join(SHOTS, "2-edited.png"))

    # 3. A spec error is shown at its line.
    broken = "title: broken\ncontainer: [\n  width: 3\n"
    driver.execute_script(
        "const e = document.getElementById('spec'); e.value = arguments[0]; e.dispatchEvent(new Event('input'));", broken)
    wait(driver, lambda d: d.find_element(By.ID, "error").text != "", "the error message")
    error = driver.find_element(By.ID, "error").text
    marked = driver.find_elements(By.CSS_SELECTOR, "#gutter div.error")
    assert error.startswith("line "), "expected the error at a line, found: " + error
    assert len(marked) == 1 and marked[0].text == error.split(":")[0][5:], "the gutter does not mark line of: " + error
    driver.save_screenshot(os.path.join(SHOTS, "3-error.png"))

    # 4. The scroll slider: a pinned header stays at the top of the visible rect.
    choose(driver, "CompositionalPinnedHeader")
    driver.execute_script(
        "const s = document.getElementById('scroll'); s.value = 400; s.dispatchEvent(new Event('input'));")
    wait(driver, lambda d: answer(d) and answer(d).get("scroll") == 400, "the scroll to 400")
    headers = [frame_of(i) for i in elements(driver, "header ")]
    assert any(abs(f[1] - 400) < 0.5 for f in headers), "no header pinned at y 400: %s" % headers
    driver.save_screenshot(os.path.join(SHOTS, "4-scrolled-pinned-header.png"))

    # 5. Drag a strip to the left and release it: it rests on a page (paging: multiples of
    # its width).
    choose(driver, "AppStorePage")
    strip = [s for s in answer(driver)["strips"] if s["behavior"] == "paging"][0]
    rested = drag_strip(driver, strip, -40)
    assert rested % 375 == 0 and rested != strip["offset"], "a paging strip rested between pages: %s" % rested
    driver.save_screenshot(os.path.join(SHOTS, "5-strip-rested.png"))

    # 5b. Right to left a strip's leading end is on the right (as a mirrored scroll view's):
    # dragging to the right scrolls it on, to the next page.
    choose(driver, "CompositionalCarousel")
    text = driver.find_element(By.ID, "spec").get_attribute("value")
    before = layouts(driver)
    driver.execute_script(
        "const e = document.getElementById('spec'); e.value = arguments[0]; e.dispatchEvent(new Event('input'));",
        text.replace("container: {width: 375, height: 667}", "container: {width: 375, height: 667, layoutDirection: rtl}", 1))
    wait(driver, lambda d: layouts(d) > before and answer(d)["strips"] and answer(d)["strips"][0]["mirrored"],
         "the carousel laid out right to left")
    strip = answer(driver)["strips"][0]
    rested = drag_strip(driver, strip, 40)
    assert rested % 375 == 0 and rested > strip["offset"], \
        "a right-to-left strip dragged right went from %s to %s" % (strip["offset"], rested)
    driver.save_screenshot(os.path.join(SHOTS, "5b-right-to-left-strip-rested.png"))

    # 6. Hovering shows an element's index path, frame and zIndex.
    cell = driver.find_element(By.CSS_SELECTOR, "#drawing rect.element")
    ActionChains(driver).move_to_element(cell).perform()
    wait(driver, lambda d: "zIndex" in d.find_element(By.ID, "info").text, "hover information")

    # 7. Portrait/landscape change the container.
    driver.find_element(By.ID, "landscape").click()
    wait(driver, lambda d: answer(d)["container"] == [667, 375], "landscape")
    driver.save_screenshot(os.path.join(SHOTS, "6-landscape.png"))


if __name__ == "__main__":
    main()
