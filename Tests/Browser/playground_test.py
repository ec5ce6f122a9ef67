#!/usr/bin/env python3
"""The playground page in a real browser (Debian's chromium, driven by chromium-driver
through selenium): load, edit a spec and see the drawing change, a spec error shown at its
line, the scroll slider with a pinned header staying at the top, a strip dragged (point
for point, mirrored right to left) and released resting where its behaviour says, and the
page on a phone-sized screen dragged by a finger. Screenshots go to $SCREENSHOTS (default
.build/browser-screenshots). Usage: playground_test.py [PATH-TO-collection-layout]."""

import json, os, re, subprocess, sys, time
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
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


def strip_middle(driver, strip):
    """The strip's middle in the window's CSS pixels, scrolled into the drawing's view first
    (the drawing is wider than the window where strips run past the container)."""
    svg = driver.find_element(By.CSS_SELECTOR, "#drawing svg")
    driver.execute_script("arguments[0].scrollIntoView()", svg)
    x, y = driver.execute_script("""
        const svg = arguments[0], f = arguments[1], drawing = document.getElementById('drawing');
        const p = svg.createSVGPoint(); p.x = f[0] + f[2] / 2; p.y = f[1] + f[3] / 2;
        const box = drawing.getBoundingClientRect();
        let q = p.matrixTransform(svg.getScreenCTM());
        drawing.scrollLeft += q.x - (box.left + box.width / 2);
        drawing.scrollTop += q.y - (box.top + box.height / 2);
        q = p.matrixTransform(svg.getScreenCTM());
        return [q.x, q.y];""", svg, strip["frame"])
    return int(x), int(y)


# The content's origin in the window, and how many CSS pixels a point of it takes.
ORIGIN = """const m = document.querySelector('#drawing svg').getScreenCTM(); return [m.e, m.f, m.a];"""


def strip_offset(driver, section):
    return [s for s in answer(driver)["strips"] if s["section"] == section][0]["offset"]


def offset_after(strip, moved, scale):
    """Where a drag of `moved` CSS pixels along x leaves `strip`: point for point, the other
    way when mirrored, within its range."""
    direction = -1 if strip["mirrored"] else 1
    return min(max(strip["offset"] - direction * moved / scale, 0), strip["maximumOffset"])


def rested_offset(driver, strip):
    """The offset the strip rests at once the answer to its release has come (the one that
    leaves it on a page)."""
    section = strip["section"]
    wait(driver, lambda d: strip_offset(d, section) % 375 == 0 and strip_offset(d, section) != strip["offset"],
         "the strip resting on a page")
    return strip_offset(driver, section)


def drag_strip(driver, strip, step):
    """Drags `strip` with the mouse from its middle by four moves of `step` CSS pixels along
    x, checking after each that its offset followed the pointer and that the content stayed
    put on screen; releases it and returns the offset it rests at."""
    x, y = strip_middle(driver, strip)
    origin_x, origin_y, scale = driver.execute_script(ORIGIN)
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(x, y).pointer_down()
    actions.perform()
    for n in range(1, 5):
        expected = offset_after(strip, step * n, scale)
        before = layouts(driver)
        actions = ActionBuilder(driver)
        actions.pointer_action.move_to_location(x + step * n, y)
        actions.perform()
        wait(driver, lambda d: layouts(d) > before and abs(strip_offset(d, strip["section"]) - expected) < 0.5,
             "the strip at %s after a %s-pixel drag" % (expected, step * n))
        now_x, now_y, _ = driver.execute_script(ORIGIN)
        assert abs(now_x - origin_x) < 1 and abs(now_y - origin_y) < 1, \
            "the content moved on screen while a strip was dragged: %s → %s" % ((origin_x, origin_y), (now_x, now_y))
    actions = ActionBuilder(driver)
    actions.pointer_action.pointer_up()
    actions.perform()
    return rested_offset(driver, strip)


def swipe_strip(driver, strip, step):
    """Drags `strip` with a finger, as `drag_strip` does with the mouse. A touch lasts one
    action sequence here (chromedriver lifts the finger between sequences), so the page
    records the offset after each move and the records are checked after the release."""
    x, y = strip_middle(driver, strip)
    _, _, scale = driver.execute_script(ORIGIN)
    driver.execute_script("""
        window.swipeOffsets = [];
        window.addEventListener('pointermove', () => window.swipeOffsets.push(state.sectionOffsets[arguments[0]]));
        """, strip["section"])
    finger = PointerInput(interaction.POINTER_TOUCH, "finger")
    actions = ActionBuilder(driver, mouse=finger)
    actions.pointer_action.move_to_location(x, y).pointer_down()
    for n in range(1, 5):
        actions.pointer_action.move_to_location(x + step * n, y)
        actions.pointer_action.pause(0.1)
    actions.pointer_action.pointer_up()
    actions.perform()
    rested = rested_offset(driver, strip)
    recorded = driver.execute_script("return window.swipeOffsets")
    expected = [offset_after(strip, step * n, scale) for n in range(1, 5)]
    assert len(recorded) == 4 and all(abs(a - b) < 0.5 for a, b in zip(recorded, expected)), \
        "a finger's drag moved the strip to %s, expected %s" % (recorded, expected)
    return rested


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

    # 8. On a phone (`serve --host 0.0.0.0`): the drawing moves below the editor, as wide as
    # the screen allows, and a finger drags a strip as the mouse does.
    driver.set_window_size(390, 844)
    driver.find_element(By.ID, "portrait").click()
    choose(driver, "AppStorePage")
    left = driver.find_element(By.ID, "left").rect
    right = driver.find_element(By.ID, "right").rect
    assert right["y"] >= left["y"] + left["height"], "the drawing is not below the editor: %s, %s" % (left, right)
    page, view = driver.execute_script(
        "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert page <= view and right["width"] >= 300, "the page is wider than the phone's screen: %s > %s" % (page, view)
    strip = [s for s in answer(driver)["strips"] if s["behavior"] == "paging"][0]
    rested = swipe_strip(driver, strip, -30)
    assert rested % 375 == 0 and rested > strip["offset"], "a strip dragged by a finger went from %s to %s" % (strip["offset"], rested)
    driver.save_screenshot(os.path.join(SHOTS, "7-phone-strip-dragged.png"))


if __name__ == "__main__":
    main()
